// Images for upload tests (T3 in docs/targets.md), made in memory: real JPEGs and PNGs drawn by sharp,
// phone-like photos with GPS EXIF, and hostile files built byte by byte (polyglots, a PNG bomb).
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A photo-like picture: a gradient with noise, so the encoders have real work to do. */
function picture(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * 3;
      pixels[offset] = (x * 255) / width;
      pixels[offset + 1] = (y * 255) / height;
      pixels[offset + 2] = (x * y) % 251;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

export const jpegOf = (width: number, height: number) => picture(width, height).jpeg({ quality: 90 }).toBuffer();
export const pngOf = (width: number, height: number) => picture(width, height).png().toBuffer();

/** GPS seconds of the latitude: 43.21", a rational whose bytes are easy to look for. */
const GPS_SECONDS = { numerator: 4321, denominator: 100 };

/** The GPS seconds rational as EXIF stores it, in either byte order (EXIF may use both). */
export function gpsSecondsBytes(): Buffer[] {
  const bigEndian = Buffer.alloc(8);
  bigEndian.writeUInt32BE(GPS_SECONDS.numerator, 0);
  bigEndian.writeUInt32BE(GPS_SECONDS.denominator, 4);
  const littleEndian = Buffer.alloc(8);
  littleEndian.writeUInt32LE(GPS_SECONDS.numerator, 0);
  littleEndian.writeUInt32LE(GPS_SECONDS.denominator, 4);
  return [bigEndian, littleEndian];
}

/** A phone photo as it leaves the camera: EXIF with the place it was taken, XMP and an ICC profile. */
export function jpegWithGps(width = 640, height = 480): Promise<Buffer> {
  return picture(width, height)
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: `12/1 30/1 ${GPS_SECONDS.numerator}/${GPS_SECONDS.denominator}`,
        GPSLongitudeRef: 'W',
        GPSLongitude: '8/1 0/1 0/1',
      },
    })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>')
    .withIccProfile('p3')
    .toBuffer();
}

/** A landscape JPEG whose EXIF says "turn me 90° clockwise" (orientation 6), as phones write portraits. */
export const jpegWithOrientation6 = (width: number, height: number) =>
  picture(width, height).jpeg().withMetadata({ orientation: 6 }).toBuffer();

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 as PNG and ZIP use it. */
export function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A well-formed PNG container: IHDR claiming `width`×`height` (8-bit RGB), the given IDAT, IEND. */
export function handBuiltPng(width: number, height: number, idat: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', idat), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A decompression bomb: 60000×60000 pixels (10.8 GB decoded) announced by a file of about a kilobyte. */
export const pngBomb = () => handBuiltPng(60_000, 60_000, deflateSync(Buffer.alloc(1_000_000), { level: 9 }));

/** A ZIP archive with one stored file, as appended to an image to make a JAR/ZIP polyglot. */
export function zipWithOneFile(name: string, content: Buffer): Buffer {
  const fileName = Buffer.from(name, 'latin1');
  const crc = crc32(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4); // version needed
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(content.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralOffset = local.length + fileName.length + content.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, fileName, content, central, fileName, end]);
}

/** `bytes` with `text` written over it at `offset`: the length and structure stay. */
export function overwritten(bytes: Buffer, offset: number, text: string): Buffer {
  const copy = Buffer.from(bytes);
  copy.write(text, offset, 'latin1');
  return copy;
}

/** Where a JPEG's first scan (its compressed pixels) starts: after the SOS segment's header. */
export function jpegScanStart(jpeg: Buffer): number {
  const sos = jpeg.indexOf(Buffer.from([0xff, 0xda]));
  return sos + 2 + jpeg.readUInt16BE(sos + 2);
}

/** A JPEG with a comment segment (COM) right after SOI, as a polyglot would hide markup in. */
export function jpegWithComment(jpeg: Buffer, comment: string): Buffer {
  const text = Buffer.from(comment, 'latin1');
  const header = Buffer.from([0xff, 0xfe, 0, 0]);
  header.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, text, jpeg.subarray(2)]);
}

/** A valid PNG stored without compression whose pixel bytes spell `text`: chance, not an attack. */
export function pngWithPixelBytes(width: number, height: number, text: string): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3, 0x80);
  Buffer.from(text, 'latin1').copy(pixels, width * 3 * 2);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0, adaptiveFiltering: false })
    .toBuffer();
}
