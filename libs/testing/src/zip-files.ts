// A zip read back whole in a test (an export's): each file's name and bytes, in the
// zip's order, through yauzl (which checks the central directory and each file's CRC).
import yauzl from 'yauzl';

export async function readZip(zip: Buffer): Promise<Map<string, Buffer>> {
  const archive = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) =>
      error || !file ? reject(error ?? new Error('no zip')) : resolve(file),
    ),
  );
  const files = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    archive.on('error', reject);
    archive.on('end', () => resolve());
    archive.on('entry', (entry: yauzl.Entry) => {
      archive.openReadStream(entry, (error, stream) => {
        if (error || !stream) return reject(error ?? new Error('no stream'));
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', reject);
        stream.on('end', () => {
          files.set(entry.fileName, Buffer.concat(chunks));
          archive.readEntry();
        });
      });
    });
    archive.readEntry();
  });
  return files;
}

/** A JSON Lines file's records. */
export const jsonLines = (data: Buffer | undefined): Array<Record<string, unknown>> =>
  (data ?? Buffer.alloc(0))
    .toString('utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
