import { FILE_LIMITS } from './constants';
import { MESSAGES } from './messages';

/** Multipart field names of the two image uploads. */
export const UPLOAD_FIELDS = { proof: 'proof', profilePicture: 'profilePicture' } as const;

/** What both the browser's File and the server's upload record can describe. */
export interface FileDescription {
  name: string;
  /** MIME type as reported by the browser or the multipart header. */
  type: string;
  /** Bytes. */
  size: number;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** jpeg, jpg, png or webp: the MIME type AND the file name's extension must both say so. */
export function isAllowedImage(file: Pick<FileDescription, 'name' | 'type'>): boolean {
  const mimeOk = (FILE_LIMITS.imageMimeTypes as readonly string[]).includes(file.type.toLowerCase());
  const extensionOk = (FILE_LIMITS.imageExtensions as readonly string[]).includes(extensionOf(file.name));
  return mimeOk && extensionOk;
}

function validateImage(file: FileDescription, messages: { type: string; size: string }): string | null {
  if (!isAllowedImage(file)) return messages.type;
  if (file.size > FILE_LIMITS.imageMaxBytes) return messages.size;
  return null;
}

/** Payment proof screenshot: the spec's message for a wrong type or a file over 250 KB, else null. */
export function validateProofFile(file: FileDescription): string | null {
  return validateImage(file, { type: MESSAGES.checkout.proofFileType, size: MESSAGES.checkout.proofFileSize });
}

/** Profile picture: the spec's message for a wrong type or a file over 250 KB, else null. */
export function validateProfilePicture(file: FileDescription): string | null {
  return validateImage(file, { type: MESSAGES.account.pictureType, size: MESSAGES.account.pictureTooLarge });
}
