'use server';
import { z } from 'zod';
import { SETTINGS_ROLES } from '@/lib/domain/auth/assert-staff-role';
import { offerCreateSchema, offerPatchSchema, productCreateSchema, productPatchSchema } from '@/lib/domain/catalog/catalog-input';
import { createOffer } from '@/lib/domain/catalog/create-offer';
import { createProduct } from '@/lib/domain/catalog/create-product';
import { deleteOffer } from '@/lib/domain/catalog/delete-offer';
import { deleteProduct } from '@/lib/domain/catalog/delete-product';
import { updateOffer } from '@/lib/domain/catalog/update-offer';
import { updateProduct } from '@/lib/domain/catalog/update-product';
import { runAction, type ActionResult } from '../../run-action';

// Every violation names its form field by the domain's own path ("repaymentSchedule.recurrences.0.interval").
// The catalog is configuration: owner and managers change it (SETTINGS_ROLES), as the API's admin scope.
const samePath = (path: string) => path || undefined;
const id = z.number().int().positive();

/** Adds a product (createProduct, as POST /products). */
export async function addProduct(clientToken: string, input: unknown): Promise<ActionResult<{ id: number; name: string }>> {
  return runAction({
    clientToken, who: 'staff', role: SETTINGS_ROLES, schema: productCreateSchema, input, fields: samePath,
    run: async (ctx, values) => {
      const product = await createProduct({ ...ctx, input: values });
      return { id: product.id, name: product.name };
    },
  });
}

/** Changes a product (updateProduct, as PATCH /products/{id}). */
export async function saveProduct(clientToken: string, productId: number, input: unknown): Promise<ActionResult<{ name: string }>> {
  return runAction({
    clientToken, who: 'staff', role: SETTINGS_ROLES, schema: z.object({ productId: id, patch: productPatchSchema }),
    input: { productId, patch: input }, fields: (path) => path.replace(/^patch\./, '') || undefined,
    run: async (ctx, { productId: productIdOf, patch }) => ({ name: (await updateProduct({ ...ctx, productId: productIdOf, patch })).name }),
  });
}

/** Deletes a product never sold, else archives it (deleteProduct, as DELETE /products/{id}). */
export async function removeProduct(clientToken: string, productId: number): Promise<ActionResult<{ archived: boolean }>> {
  return runAction({
    clientToken, who: 'staff', role: SETTINGS_ROLES, schema: id, input: productId,
    run: (ctx, productIdOf) => deleteProduct({ ...ctx, productId: productIdOf }),
  });
}

/** Adds an offer to a product (createOffer, as POST /offers), checked by the same rules as the API. */
export async function addOffer(clientToken: string, input: unknown): Promise<ActionResult<{ id: number; name: string }>> {
  return runAction({
    clientToken, who: 'staff', role: SETTINGS_ROLES, schema: offerCreateSchema, input, fields: samePath,
    run: async (ctx, values) => {
      const offer = await createOffer({ ...ctx, input: values });
      return { id: offer.id, name: offer.name };
    },
  });
}

/** Changes an offer (updateOffer, as PATCH /offers/{id}); sales already made keep what they were sold with. */
export async function saveOffer(clientToken: string, offerId: number, input: unknown): Promise<ActionResult<{ name: string }>> {
  return runAction({
    clientToken, who: 'staff', role: SETTINGS_ROLES, schema: z.object({ offerId: id, patch: offerPatchSchema }),
    input: { offerId, patch: input }, fields: (path) => path.replace(/^patch\./, '') || undefined,
    run: async (ctx, { offerId: offerIdOf, patch }) => ({ name: (await updateOffer({ ...ctx, offerId: offerIdOf, patch })).name }),
  });
}

/** Deletes an offer never sold, else archives it (deleteOffer, as DELETE /offers/{id}). */
export async function removeOffer(clientToken: string, offerId: number): Promise<ActionResult<{ archived: boolean }>> {
  return runAction({
    clientToken, who: 'staff', role: SETTINGS_ROLES, schema: id, input: offerId,
    run: (ctx, offerIdOf) => deleteOffer({ ...ctx, offerId: offerIdOf }),
  });
}
