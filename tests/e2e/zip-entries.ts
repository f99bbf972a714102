import { inflateRawSync } from 'node:zlib';

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

function findEndOfCentralDirectory(zip: Buffer): number {
  for (let offset = zip.length - 22; offset >= 0; offset -= 1) {
    if (zip.readUInt32LE(offset) === END_OF_CENTRAL_DIRECTORY) return offset;
  }
  throw new Error('Not a zip file: no end of central directory');
}

function readEntry(zip: Buffer, localOffset: number, method: number, compressedSize: number): Buffer {
  if (zip.readUInt32LE(localOffset) !== LOCAL_FILE_HEADER) throw new Error('Broken zip: bad local header');
  const dataStart =
    localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
  const data = zip.subarray(dataStart, dataStart + compressedSize);
  if (method === STORED) return data;
  if (method === DEFLATED) return inflateRawSync(data);
  throw new Error(`Unsupported zip compression method ${method}`);
}

/**
 * The text of every file in a zip (.pptx and .docx are zips of XML), read through the central
 * directory because Office writers may leave sizes out of the local headers.
 */
export function zipEntries(zip: Buffer): Map<string, string> {
  const end = findEndOfCentralDirectory(zip);
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const entries = new Map<string, string>();
  for (let index = 0; index < count; index += 1) {
    if (zip.readUInt32LE(offset) !== CENTRAL_DIRECTORY_ENTRY)
      throw new Error('Broken zip: bad central directory');
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const skip = nameLength + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
    const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    const localOffset = zip.readUInt32LE(offset + 42);
    entries.set(name, readEntry(zip, localOffset, method, compressedSize).toString('utf8'));
    offset += 46 + skip;
  }
  return entries;
}
