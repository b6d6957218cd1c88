import { describe, expect, it } from 'vitest'
import { centredSquare } from './avatarCrop'

describe('the avatar crop', () => {
  it('takes the largest centred square of a photo', () => {
    expect(centredSquare(400, 300)).toEqual({ x: 50, y: 0, side: 300 })
    expect(centredSquare(300, 401)).toEqual({ x: 0, y: 50, side: 300 })
    expect(centredSquare(512, 512)).toEqual({ x: 0, y: 0, side: 512 })
  })
})
