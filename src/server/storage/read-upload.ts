import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

export const ONE_FILE_MESSAGE =
  'Upload one image at a time. Nothing was saved; choose a single image and try again.';

/**
 * The single image of an upload request. The whole request is read before anything is stored,
 * so a request carrying more than one file is refused (400) instead of silently keeping the first.
 */
export async function readSingleUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('VALIDATION_ERROR', 'Choose an image to upload');
  let data: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { files: 1 } })) {
      if (part.type === 'file') data = await part.toBuffer();
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_FILES_LIMIT') {
      throw new AppError('VALIDATION_ERROR', ONE_FILE_MESSAGE);
    }
    throw err;
  }
  if (!data) throw new AppError('VALIDATION_ERROR', 'Choose an image to upload');
  return data;
}
