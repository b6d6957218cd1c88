import { describe, expect, it } from 'vitest'
import { doorInChinese, streetInChinese } from './street-zh'

describe("the courier's Chinese street and door (issue 15)", () => {
  it('translates a typed road and house number', () => {
    for (const s of [
      '1686 Nanjing West Road',
      'Nanjing West Road 1686',
      'No. 1686 W Nanjing Rd',
      'nanjing xilu 1686',
    ])
      expect(streetInChinese(s), s).toBe('南京西路1686号')
    expect(streetInChinese('Lane 100 Changle Road')).toBe('长乐路100弄')
    expect(streetInChinese('Shimen No. 1 Road 100')).toBe('石门一路100号')
    expect(streetInChinese("Jing'an Temple")).toBe('静安寺')
  })
  it('keeps Chinese as typed and knows when it cannot translate', () => {
    expect(streetInChinese('南京西路1686号')).toBe('南京西路1686号')
    expect(streetInChinese('12 Unknown Street')).toBeNull()
    expect(streetInChinese('  ')).toBeNull()
  })
  it('writes building, unit, floor and room the Chinese way', () => {
    expect(doorInChinese('Room 1203')).toBe('1203室')
    expect(doorInChinese('Building 3, Room 1203')).toBe('3号楼1203室')
    expect(doorInChinese('Bldg B, Unit 2, 12F, Rm 1203')).toBe('B座2单元12层1203室')
    expect(doorInChinese('Tower 2 Floor 15 Apt 1502')).toBe('2号楼15层1502室')
    expect(doorInChinese('1203')).toBe('1203室')
    expect(doorInChinese('3号楼1203室')).toBe('3号楼1203室')
    expect(doorInChinese('back door')).toBe('back door')
  })
})
