import { messages } from './messages.ts';

/** Spec 01 sections 5 and 9: png, jpg, jpeg or gif; name at most 70 characters; at most 1,000,000 bytes. */
export const UPLOAD_RULES = {
  maxBytes: 1_000_000,
  maxNameLength: 70,
  extensions: ['png', 'jpg', 'jpeg', 'gif'],
  mimeTypes: ['image/png', 'image/jpeg', 'image/gif'],
} as const;

export const uploadMessages = {
  unsupportedType: 'Only png, jpg, jpeg or gif images are accepted.',
  oneFileOnly: 'Please select only one file.',
} as const;

/**
 * Why a picked file cannot be uploaded, checked in the browser before sending (the server checks
 * again, and the content too), or null when it may go.
 */
export function uploadProblemOf(file: { name: string; size: number }): string | null {
  if (file.name.length > UPLOAD_RULES.maxNameLength) return messages.fileNameTooLong;
  if (file.size > UPLOAD_RULES.maxBytes) return messages.fileTooLarge;
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (!(UPLOAD_RULES.extensions as readonly string[]).includes(extension))
    return uploadMessages.unsupportedType;
  return null;
}
