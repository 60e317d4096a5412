import type { ReferentialItem } from '../../domain/referentials/referential-store';
import { iri } from '../../iri';
import type { Resource } from '../hydra';

/** Sources keep their IRI (`/{token}/sources/12`, which contacts' `sourceId` names); the others are under /referentials. */
export function referentialIri(token: string, item: Pick<ReferentialItem, 'kind' | 'id'>): string {
  return item.kind === 'sources' ? iri(token, 'sources', item.id) : iri(token, `referentials/${item.kind}`, item.id);
}

export function serializeReferential(token: string, item: ReferentialItem): Resource {
  return {
    '@id': referentialIri(token, item), '@type': item.kind === 'sources' ? 'Source' : 'Referential',
    id: item.id, name: item.name, archived: item.archived,
  };
}
