/** The avatar is cut to the centred square of the photo and scaled to 512 px before it is uploaded. */
const AVATAR_PX = 512

/** The largest centred square of a w x h image: its corner and side. */
export function centredSquare(width: number, height: number): { x: number; y: number; side: number } {
  const side = Math.min(width, height)
  return { x: Math.floor((width - side) / 2), y: Math.floor((height - side) / 2), side }
}

export async function cropSquare(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file)
  const { x, y, side } = centredSquare(bitmap.width, bitmap.height)
  const canvas = document.createElement('canvas')
  canvas.width = AVATAR_PX
  canvas.height = AVATAR_PX
  const context = canvas.getContext('2d')
  if (!context) return file
  context.drawImage(bitmap, x, y, side, side, 0, 0, AVATAR_PX, AVATAR_PX)
  bitmap.close()
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob ?? file), 'image/jpeg', 0.9))
}
