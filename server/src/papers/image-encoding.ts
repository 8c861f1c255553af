import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { PAPERS_ERROR_CODES, PAPERS_MESSAGES as M, RICH_LIMITS } from '@gabaritei/shared';
import { AppError, badRequest } from '../http/errors';
import type { StoredAsset } from './assets.repository';

type Kind = 'png' | 'jpeg' | 'webp' | 'gif';

/** The image's kind by its first bytes, never by its name or declared type. */
export function sniffImage(bytes: Uint8Array): Kind | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39)) return 'gif';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length > 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

/** Larger figures gain nothing on a question's column and cost every candidate bytes. */
const MAX_SIDE = 1600;

/**
 * An uploaded image made safe to serve: checked by content (PNG, JPEG, WebP or GIF; SVG and
 * anything else refused), at most 2 MB, decoded and re-encoded by sharp — which drops every
 * metadata block (EXIF, GPS, comments, ICC beyond sRGB) and whatever trailing bytes a
 * polyglot carried — and scaled to fit 1600 px. A GIF keeps its first frame, as a PNG.
 */
export async function encodeImage(bytes: Uint8Array): Promise<StoredAsset> {
  if (bytes.byteLength > RICH_LIMITS.assetMaxBytes)
    throw new AppError(413, 'PAYLOAD_TOO_LARGE', M.assetTooLarge);
  const kind = sniffImage(bytes);
  if (!kind) throw badRequest(M.assetInvalid, PAPERS_ERROR_CODES.ASSET_INVALID);
  try {
    const image = sharp(bytes, { limitInputPixels: 40_000_000, animated: false })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const encoded =
      kind === 'jpeg'
        ? image.jpeg({ quality: 85 })
        : kind === 'webp'
          ? image.webp({ quality: 85 })
          : image.png({ compressionLevel: 9 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      content_type: `image/${kind === 'gif' ? 'png' : kind}`,
      bytes: data,
      byte_size: data.byteLength,
      sha256: createHash('sha256').update(data).digest('hex'),
      width: info.width,
      height: info.height,
    };
  } catch {
    // A truncated or corrupt file with a valid signature.
    throw badRequest(M.assetInvalid, PAPERS_ERROR_CODES.ASSET_INVALID);
  }
}
