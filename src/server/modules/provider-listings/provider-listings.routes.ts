import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listingUpdateSchema, listingWriteSchema } from '#shared/listing-write-schema.ts';
import { listingViewSchema } from '#shared/listing-schemas.ts';
import {
  providerCapabilitiesSchema,
  providerListingsSchema,
  sampleImportResultSchema,
} from '#shared/provider-schemas.ts';
import { providersOnly, requireProvider } from '../../auth/guards.ts';
import { readSingleUpload } from '../../storage/read-upload.ts';
import { registerUploadRoutes } from '../../storage/upload-scope.ts';
import { addListingImage } from './listing-images.service.ts';
import * as service from './provider-listings.service.ts';
import { importSampleListings } from './sample-import.service.ts';

const params = z.object({ id: z.string().max(64) });

/** Provider-only listing management; every lookup is filtered by id AND the session's provider. */
export const providerListingsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { database, storage } = app.deps;
  const db = () => database.db;
  const tags = ['provider listings'];
  app.addHook('preValidation', providersOnly);

  app.get(
    '/api/provider/listings',
    { schema: { tags, response: { 200: providerListingsSchema } } },
    async (request) => service.getMyListings(db(), (await requireProvider(request)).id),
  );

  app.get(
    '/api/provider/capabilities',
    { schema: { tags, response: { 200: providerCapabilitiesSchema } } },
    async (request) => service.getCapabilities(db(), (await requireProvider(request)).id),
  );

  app.get(
    '/api/provider/listings/:id',
    { schema: { tags, params, response: { 200: listingViewSchema } } },
    async (request) =>
      service.getMyListing(db(), (await requireProvider(request)).id, request.params.id),
  );

  // provider_id always comes from the session; unknown body fields are dropped by the schema.
  app.post(
    '/api/provider/listings',
    { schema: { tags, body: listingWriteSchema, response: { 201: listingViewSchema } } },
    async (request, reply) => {
      const provider = await requireProvider(request);
      reply.status(201);
      return service.createListing(db(), provider.id, request.body);
    },
  );

  app.put(
    '/api/provider/listings/:id',
    { schema: { tags, params, body: listingUpdateSchema, response: { 200: listingViewSchema } } },
    async (request) => {
      const provider = await requireProvider(request);
      return service.updateListing(db(), storage, provider.id, request.params.id, request.body);
    },
  );

  app.post(
    '/api/provider/listings/:id/prices/confirm',
    { schema: { tags, params, response: { 200: listingViewSchema } } },
    async (request) => {
      const provider = await requireProvider(request);
      return service.confirmListingPrices(db(), provider.id, request.params.id);
    },
  );

  app.delete(
    '/api/provider/listings/:id',
    { schema: { tags, params, response: { 204: z.null() } } },
    async (request, reply) => {
      const provider = await requireProvider(request);
      await service.deleteListing(db(), storage, provider.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  await registerUploadRoutes(instance, (uploads) =>
    uploads.post(
      '/api/provider/listings/:id/images',
      {
        schema: {
          tags,
          params,
          consumes: ['multipart/form-data'],
          response: { 200: z.object({ images: z.array(z.string()) }) },
        },
      },
      async (request) => {
        const provider = await requireProvider(request);
        const data = await readSingleUpload(request);
        const images = await addListingImage(db(), storage, provider.id, request.params.id, data);
        return { images };
      },
    ),
  );

  app.post(
    '/api/provider/listings/import-samples',
    { schema: { tags, response: { 200: sampleImportResultSchema } } },
    async (request) => importSampleListings(db(), (await requireProvider(request)).id),
  );
};
