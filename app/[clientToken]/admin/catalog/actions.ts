'use server';
import { SETTINGS_ROLES } from '@/lib/domain/auth/assert-staff-role';
import { offerCreateSchema, productCreateSchema } from '@/lib/domain/catalog/catalog-input';
import { createOffer } from '@/lib/domain/catalog/create-offer';
import { createProduct } from '@/lib/domain/catalog/create-product';
import { runAction, type ActionResult } from '../../run-action';

// Every violation names its form field by the domain's own path ("repaymentSchedule.recurrences.0.interval").
const samePath = (path: string) => path || undefined;

/** Adds a product (createProduct, as POST /products). The catalog is configuration: owner and managers. */
export async function addProduct(clientToken: string, input: unknown): Promise<ActionResult<{ id: number; name: string }>> {
  return runAction({
    clientToken, who: 'staff', role: SETTINGS_ROLES, schema: productCreateSchema, input, fields: samePath,
    run: async (ctx, values) => {
      const product = await createProduct({ ...ctx, input: values });
      return { id: product.id, name: product.name };
    },
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
