import { access } from '@koinonia/service-kit';
import { declaredCatalogue } from './declared-routes';
import { idorCoverageProblems } from './path-parameters';
import { personas } from './personas';
import { resourceKinds } from './resource-kinds';
import type { CataloguedRoute } from './route-catalogue';

/**
 * Without a stack: every path parameter of the real catalogue names a kind of record that can be found
 * (or is declared nobody's), and a route with a parameter nobody registered is reported.
 */
let routes: CataloguedRoute[];
const registered = new Set(Object.keys(resourceKinds));

beforeAll(async () => {
  routes = await declaredCatalogue();
});

describe('IDOR coverage', () => {
  it('names a registered kind of record for every path parameter of every route', () => {
    expect(idorCoverageProblems(routes, registered)).toEqual([]);
  });

  it('gives every owned kind a rightful caller who is one of the personas, and every unowned kind a reason', () => {
    for (const [name, kind] of Object.entries(resourceKinds)) {
      if (kind.owned) expect([name, personas.some((persona) => persona.name === kind.rightfulCaller)]).toEqual([name, true]);
      else expect([name, kind.reason.length > 10]).toEqual([name, true]);
    }
  });

  it('reports a route whose parameter names no kind, or one whose name alone says nothing', () => {
    const added: CataloguedRoute[] = [
      ...routes,
      { service: 'connect', method: 'GET', path: '/api/groups/:groupId/members', access: access.signedIn },
      { service: 'connect', method: 'DELETE', path: '/api/conversations/:id', access: access.signedIn },
    ];
    expect(idorCoverageProblems(added, registered)).toEqual([
      'GET /api/groups/:groupId/members :groupId: names no resource kind (path-parameters.ts)',
      'DELETE /api/conversations/:id :id: names no resource kind (path-parameters.ts)',
    ]);
  });

  it('reports a parameter whose kind has no finders registered', () => {
    const withoutPrayers = new Set([...registered].filter((kind) => kind !== 'prayer'));
    expect(idorCoverageProblems(routes, withoutPrayers)).toEqual(
      expect.arrayContaining(['PUT /api/prayers/:prayerId/answered :prayerId: kind "prayer" has no finders and is not declared unowned (resource-kinds.ts)']),
    );
  });
});
