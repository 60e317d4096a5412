// The catalog's two reads, GET /products and GET /offers, one statement each: the products (or offers)
// with at least one offer on sale in the context, the matching offer ids beside each, and the total as
// a window count. The text depends only on which filters are given (the shape), so each shape is
// prepared once and then only executed (as the schedule's reads are, list-class-events.ts).
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { offers, products } from '../../db/schema';
import type { CatalogContext } from './catalog-context';
import { offerColumns, productColumns } from './catalog-views';

export interface CatalogShape {
  channel: boolean;
  club: boolean;
  debt: boolean;
  type: boolean;
  product: boolean;
}

const ph = (name: string) => sql.placeholder(name);

export function shapeOf(context: CatalogContext, productId?: number): CatalogShape {
  return {
    channel: context.channel !== undefined, club: context.clubId !== undefined, debt: context.debt !== undefined,
    type: context.type !== undefined, product: productId !== undefined,
  };
}

/** The values of a shape's placeholders. */
export function valuesOf(tenantId: number, context: CatalogContext, productId: number | undefined, limit: number, offset: number) {
  return {
    tenantId, date: context.date, tags: context.tags, channel: context.channel, clubId: context.clubId, debt: context.debt,
    type: context.type, productId, limit, offset,
  };
}

/** An offer (table or alias `o`) of the current "products" row, on sale in the context. */
function offerMatches(o: string, shape: CatalogShape): SQL {
  const a = sql.raw(o);
  const parts = [
    sql`${a}.tenant_id = "products"."tenant_id"`, sql`${a}.product_id = "products"."id"`, sql`NOT ${a}.archived`,
    sql`${a}.valid_from <= ${ph('date')}::date`, sql`(${a}.valid_through IS NULL OR ${a}.valid_through >= ${ph('date')}::date)`,
  ];
  if (shape.channel) parts.push(sql`${ph('channel')}::text = ANY(${a}.channels)`);
  if (shape.debt) parts.push(sql`(${a}.max_debt IS NULL OR ${a}.max_debt >= ${ph('debt')}::int)`);
  return sql.join(parts, sql` AND `);
}

function productMatches(shape: CatalogShape): SQL[] {
  const where: SQL[] = [eq(products.tenantId, ph('tenantId')), sql`NOT ${products.archived}`,
    sql`${products.requiredTags} <@ ${ph('tags')}::text[]`];
  if (shape.club) where.push(sql`(${products.clubId} IS NULL OR ${products.clubId} = ${ph('clubId')}::int)`);
  if (shape.type) where.push(sql`${products.type} = ${ph('type')}::text`);
  if (shape.product) where.push(sql`${products.id} = ${ph('productId')}::int`);
  return where;
}

const matchingOfferIds = (shape: CatalogShape) => sql<number[]>`ARRAY(SELECT o.id FROM offers o WHERE ${offerMatches('o', shape)} ORDER BY o.id)`;
const total = sql<number>`count(*) over ()`.mapWith(Number);

function buildStatements(shape: CatalogShape, name: string) {
  const productWhere = and(...productMatches(shape), sql`EXISTS (SELECT 1 FROM offers o WHERE ${offerMatches('o', shape)})`);
  const offerWhere = and(...productMatches(shape), sql`${offerMatches('"offers"', shape)}`);
  return {
    products: preparedStatement(`${name}_products`, (db: Database, statement) => db
      .select({ ...productColumns, offerIds: matchingOfferIds(shape), total }).from(products).where(productWhere)
      .orderBy(asc(products.id)).limit(ph('limit')).offset(ph('offset')).prepare(statement)),
    productCount: preparedStatement(`${name}_product_count`, (db: Database, statement) => db
      .select({ n: count() }).from(products).where(productWhere).prepare(statement)),
    offers: preparedStatement(`${name}_offers`, (db: Database, statement) => db
      .select({ ...offerColumns, product: { ...productColumns, offerIds: matchingOfferIds(shape) }, total }).from(offers)
      .innerJoin(products, and(eq(products.tenantId, offers.tenantId), eq(products.id, offers.productId))).where(offerWhere)
      .orderBy(asc(offers.id)).limit(ph('limit')).offset(ph('offset')).prepare(statement)),
    offerCount: preparedStatement(`${name}_offer_count`, (db: Database, statement) => db
      .select({ n: count() }).from(offers)
      .innerJoin(products, and(eq(products.tenantId, offers.tenantId), eq(products.id, offers.productId))).where(offerWhere).prepare(statement)),
  };
}

const byShape = new Map<string, ReturnType<typeof buildStatements>>();

export function catalogStatements(shape: CatalogShape) {
  const key = Object.entries(shape).filter(([, given]) => given).map(([k]) => k).join('&');
  let statements = byShape.get(key);
  if (!statements) {
    statements = buildStatements(shape, `catalog_${byShape.size}`);
    byShape.set(key, statements);
  }
  return statements;
}
