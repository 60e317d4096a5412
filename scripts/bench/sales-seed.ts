// What a checkout benchmark buys with and for (bench:sales, bench:cluster): buyers in the demo's first
// club with what an invoice needs, and the offers of a checkout (a 10-session booklet, a water bottle).
import { sql } from 'drizzle-orm';
import type { DemoDatabase } from './start-demo';

/** `count` prospects numbered `<prefix>0000001`…, each with names, number and address; their ids in order. */
export async function seedBuyers(demo: DemoDatabase, clubId: number, count: number, prefix = 'S'): Promise<number[]> {
  const { tenant, db, rows } = demo;
  await db.execute(sql`
    INSERT INTO contacts (tenant_id, number, club_id, email, family_name, given_name, birth_date, state,
      street_address, postal_code, address_locality, address_country)
    SELECT ${tenant.id}, ${prefix} || lpad(g::text, 7, '0'), ${clubId}, lower(${prefix}) || 'buyer' || g || '@bench.test', 'Buyer' || g, 'Given' || g,
      date '1980-01-01' + (g % 8000), 'prospect', g || ' rue du Banc', '75011', 'Paris', 'France'
    FROM generate_series(1, ${count}) g`);
  await db.execute(sql`ANALYZE contacts`);
  return (await rows<{ id: number }>(sql`
    SELECT id FROM contacts WHERE tenant_id = ${tenant.id} AND number LIKE ${`${prefix}%`} AND email LIKE '%@bench.test' ORDER BY id`)).map((r) => r.id);
}

/** The demo's first club (where buyers are seeded). */
export async function firstClub(demo: DemoDatabase): Promise<{ id: number; code: string }> {
  const [club] = await demo.rows<{ id: number; code: string }>(sql`SELECT id, code FROM clubs WHERE tenant_id = ${demo.tenant.id} ORDER BY id LIMIT 1`);
  return club!;
}

/** The club's offer named `name` (the demo's '10 sessions', 'Water bottle'): its id and price incl. tax. */
export async function clubOffer(demo: DemoDatabase, clubId: number, name: string): Promise<{ id: number; price: number }> {
  const [offer] = await demo.rows<{ id: number; price: number }>(sql`
    SELECT o.id, o.price_ti AS price FROM offers o JOIN products p ON p.tenant_id = o.tenant_id AND p.id = o.product_id
    WHERE o.tenant_id = ${demo.tenant.id} AND o.name = ${name} AND p.club_id = ${clubId} LIMIT 1`);
  return { id: Number(offer!.id), price: Number(offer!.price) };
}
