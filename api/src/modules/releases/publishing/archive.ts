import { Parser, type ReadEntry } from 'tar';

/** A file of a release archive: its path inside the release, and its bytes. */
export type ArchiveFile = { path: string; bytes: Buffer };

/** Why an archive is refused, in one line a pipeline's log can show. */
export class ArchiveRefused extends Error {
  override readonly name = 'ArchiveRefused';
}

const fileTypes = new Set(['File', 'OldFile', 'ContiguousFile']);

/**
 * Why an entry may not be unpacked, or null: only plain files and folders, each inside the release (no absolute
 * path, no `..`, no link that could point out of it).
 */
export const entryProblem = (path: string, type: string): string | null => {
  if (type === 'SymbolicLink' || type === 'Link') return `${path} is a link, and a release holds files only`;
  if (!fileTypes.has(type) && type !== 'Directory')
    return `${path} is a ${type}, and a release holds files only`;
  if (path.startsWith('/') || /^[a-zA-Z]:/.test(path) || path.includes('\\') || path.includes('\0'))
    return `${path} is not a path inside the release`;
  if (path.split('/').includes('..')) return `${path} leaves the release`;
  return null;
};

const inside = (path: string) => path.replace(/^(\.\/)+/, '').replace(/\/+$/, '');

/**
 * Every file of a `.tar.gz` release archive, read in memory without writing anything: refused whole
 * (`ArchiveRefused`) at the first entry that could leave the release, or once it unpacks to more than `maxBytes`.
 */
export const readReleaseArchive = (archive: Buffer, { maxBytes }: { maxBytes: number }) =>
  new Promise<ArchiveFile[]>((resolve, reject) => {
    const files: ArchiveFile[] = [];
    let refusal: string | null = null;
    let unpacked = 0;
    const refuse = (reason: string) => {
      refusal ??= reason;
    };
    const parser = new Parser({
      strict: true,
      onReadEntry(entry: ReadEntry) {
        const problem = entryProblem(entry.path, entry.type);
        const path = inside(entry.path);
        if (problem || entry.type === 'Directory' || path === '' || refusal) {
          if (problem) refuse(problem);
          entry.resume();
          return;
        }
        const chunks: Buffer[] = [];
        entry.on('data', (chunk: Buffer) => {
          unpacked += chunk.length;
          if (unpacked > maxBytes) refuse(`the archive unpacks to more than ${maxBytes} bytes`);
          else chunks.push(chunk);
        });
        entry.on('end', () => files.push({ path, bytes: Buffer.concat(chunks) }));
      },
    });
    parser.on('error', (error: Error) =>
      reject(new ArchiveRefused(`the archive is not a readable .tar.gz (${error.message})`)),
    );
    parser.on('end', () => {
      if (refusal) reject(new ArchiveRefused(refusal));
      else if (files.length === 0) reject(new ArchiveRefused('the archive holds no files'));
      else resolve(files);
    });
    parser.end(archive);
  });
