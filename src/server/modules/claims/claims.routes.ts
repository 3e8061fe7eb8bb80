import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CLAIM_MESSAGES } from '#shared/claim-messages.ts';
import {
  claimDecisionInputSchema,
  claimViewSchema,
  pendingClaimListSchema,
} from '#shared/claim-schemas.ts';
import { adminsOnly, providersOnly, requireAdmin, requireProvider } from '../../auth/guards.ts';
import * as service from './claims.service.ts';

/**
 * Claiming an unclaimed listing (docs/decisions/043): only providers claim, only admins decide;
 * who calls is settled before any input is read.
 */
export const claimsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const context = () => ({
    db: app.deps.database.db,
    mailQueue: app.deps.mailQueue,
    publicUrl: app.deps.config.publicUrl,
  });
  const tags = ['claims'];

  app.post(
    '/api/listings/:id/claims',
    {
      preValidation: providersOnly,
      schema: {
        tags,
        params: z.object({ id: z.string().max(64) }),
        response: { 201: claimViewSchema },
      },
    },
    async (request, reply) => {
      const provider = await requireProvider(request);
      const claim = await service.claimListing(context(), provider.id, request.params.id);
      return reply.status(201).send(claim);
    },
  );

  app.get(
    '/api/admin/claims',
    { preValidation: adminsOnly, schema: { tags, response: { 200: pendingClaimListSchema } } },
    async () => service.listPendingClaims(app.deps.database.db),
  );

  app.post(
    '/api/admin/claims/:claimId/decision',
    {
      preValidation: adminsOnly,
      schema: {
        tags,
        params: z.object({ claimId: z.uuid(CLAIM_MESSAGES.claimNotFound) }),
        body: claimDecisionInputSchema,
        response: { 200: claimViewSchema },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      return service.decideClaim(
        context(),
        admin.id,
        request.params.claimId,
        request.body.decision,
      );
    },
  );
};
