import type { Platform } from '../../platform.ts';
import { registerUploadRoutes } from './uploads.routes.ts';

/** Serves uploaded files when they are kept on this server's disk (not on S3, not in tests). */
export function createUploadsModule({ app, localUploadsDir }: Platform) {
  if (localUploadsDir) registerUploadRoutes(app, localUploadsDir);
}
