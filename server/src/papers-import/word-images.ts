import sharp from 'sharp';
import type { WordImage } from './html-to-docx';

/**
 * An image as Word takes it: PNG, JPEG or GIF as they are, anything else (a WebP asset)
 * converted to PNG; with its size in pixels, which the document needs. null if unreadable.
 */
export async function wordImage(bytes: Buffer): Promise<WordImage | null> {
  try {
    const meta = await sharp(bytes).metadata();
    const width = meta.width ?? 1;
    const height = meta.height ?? 1;
    if (meta.format === 'png' || meta.format === 'gif')
      return { type: meta.format, bytes, width, height };
    if (meta.format === 'jpeg') return { type: 'jpg', bytes, width, height };
    return { type: 'png', bytes: await sharp(bytes).png().toBuffer(), width, height };
  } catch {
    return null;
  }
}
