import { notFound } from 'next/navigation';
import { DomainError } from '@/lib/domain/errors';

/**
 * A back-office page's item named by a path or query segment: a segment that is no id, or an item
 * the domain does not find (another tenant's included), is the page's 404.
 */
export async function readOrNotFound<T>(segment: string, read: (id: number) => Promise<T>): Promise<T> {
  if (!/^[1-9]\d{0,9}$/.test(segment)) notFound();
  try {
    return await read(Number(segment));
  } catch (error) {
    if (error instanceof DomainError && error.code === 'api.error.not-found') notFound();
    throw error;
  }
}
