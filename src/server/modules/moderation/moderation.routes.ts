import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MODERATION_MESSAGES,
  decisionInputSchema,
  moderationActionListSchema,
  moderationActionSchema,
  openReportListSchema,
} from '#shared/report-schemas.ts';
import { adminsOnly, requireAdmin } from '../../auth/guards.ts';
import * as service from './moderation.service.ts';

const reportParams = z.object({ reportId: z.uuid(MODERATION_MESSAGES.reportNotFound) });

/**
 * The moderation console's calls: admins only (401 signed out, 403 anyone else), settled before
 * any input is read. The admin role itself is never granted through the API (scripts/admin.mjs).
 */
export const moderationRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const tags = ['moderation'];

  app.get(
    '/api/admin/reports',
    { preValidation: adminsOnly, schema: { tags, response: { 200: openReportListSchema } } },
    async () => service.listOpenReports(db()),
  );

  app.get(
    '/api/admin/actions',
    { preValidation: adminsOnly, schema: { tags, response: { 200: moderationActionListSchema } } },
    async () => service.listActions(db()),
  );

  app.post(
    '/api/admin/reports/:reportId/decision',
    {
      preValidation: adminsOnly,
      schema: {
        tags,
        params: reportParams,
        body: decisionInputSchema,
        response: { 200: moderationActionSchema },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const { database, mailQueue, config } = app.deps;
      return service.decideReport(
        { db: database.db, mailQueue, publicUrl: config.publicUrl, admin },
        request.params.reportId,
        request.body,
      );
    },
  );
};
