import { describe, expect, it } from 'vitest';
import { articlesToRemove, missingTags, validTagNames, type TaggedArticle } from './tag-rules';

const article = (id: number, requiredTags: string[] = [], grantedTags: string[] = [], parentId: number | null = null): TaggedArticle =>
  ({ id, parentId, product: { requiredTags, grantedTags } });

describe('missingTags', () => {
  it('counts the contact\'s tags and what the other articles grant, not what the article grants itself', () => {
    const a = article(1, [], ['x']);
    const b = article(2, ['x'], ['y']);
    const selfish = article(3, ['z'], ['z']);
    expect(missingTags(b, [a, b], new Set())).toEqual([]);
    expect(missingTags(b, [b], new Set())).toEqual(['x']);
    expect(missingTags(b, [b], new Set(['x']))).toEqual([]);
    expect(missingTags(selfish, [selfish], new Set())).toEqual(['z']);
  });
});

describe('articlesToRemove', () => {
  it('removes a chain: A grants x, B needs x and grants y, C needs y; removing A removes B and C', () => {
    const cart = [article(1, [], ['x']), article(2, ['x'], ['y']), article(3, ['y']), article(4)];
    expect([...articlesToRemove(cart, 1, new Set())].sort()).toEqual([1, 2, 3]);
  });

  it('keeps what the contact\'s own tags still allow, and what another article still grants', () => {
    const cart = [article(1, [], ['x']), article(2, ['x'], ['y']), article(3, ['y']), article(5, [], ['x'])];
    expect([...articlesToRemove(cart, 1, new Set())]).toEqual([1]);
    expect([...articlesToRemove(cart.slice(0, 3), 1, new Set(['x']))]).toEqual([1]);
  });

  it('removes children with their parent, and their children\'s dependants', () => {
    const cart = [article(1), article(2, [], ['opt'], 1), article(3, ['opt']), article(4, [], [], 2)];
    expect([...articlesToRemove(cart, 1, new Set())].sort()).toEqual([1, 2, 3, 4]);
  });
});

describe('validTagNames', () => {
  it('keeps the tags valid on the day', () => {
    const tags = [
      { name: 'a', validFrom: '2026-01-01', validThrough: null },
      { name: 'b', validFrom: '2026-04-01', validThrough: null },
      { name: 'c', validFrom: '2025-01-01', validThrough: '2026-02-28' },
    ];
    expect([...validTagNames(tags, '2026-03-10')]).toEqual(['a']);
  });
});
