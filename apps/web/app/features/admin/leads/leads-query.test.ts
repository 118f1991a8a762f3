import { describe, expect, it } from 'vitest';
import { leadSearchFromParams, leadSearchToParams, toAdminLeadsQuery } from './leads-query';

describe('lead search in the address bar', () => {
  it('reads known filters and drops unknown values', () => {
    const search = leadSearchFromParams(
      new URLSearchParams('search=Omaha&status=published&state=NE&lead_type=gold&page=3'),
    );
    expect(search).toEqual({
      search: 'Omaha',
      status: 'published',
      state: 'NE',
      lead_type: '',
      import_id: '',
      page: 3,
    });
    expect(leadSearchFromParams(new URLSearchParams('page=-2&status=deleted')).page).toBe(1);
    expect(leadSearchFromParams(new URLSearchParams('page=abc')).page).toBe(1);
  });

  it('writes only what is set, and page 1 not at all', () => {
    expect(
      leadSearchToParams({
        search: ' 68102 ',
        status: '',
        state: '',
        lead_type: 'premium',
        import_id: '',
        page: 1,
      }).toString(),
    ).toBe('search=68102&lead_type=premium');
    expect(
      leadSearchToParams({
        search: '',
        status: 'withdrawn',
        state: '',
        lead_type: '',
        import_id: '',
        page: 2,
      }).toString(),
    ).toBe('status=withdrawn&page=2');
  });

  it('builds the admin/get-leads query', () => {
    expect(
      toAdminLeadsQuery({ search: '', status: '', state: 'TX', lead_type: '', import_id: '', page: 2 }),
    ).toEqual({
      page: '2',
      limit: '25',
      state: 'TX',
    });
    expect(
      toAdminLeadsQuery(
        { search: 'Nguyen', status: 'published', state: '', lead_type: 'exclusive', import_id: '', page: 1 },
        10,
      ),
    ).toEqual({
      page: '1',
      limit: '10',
      search: 'Nguyen',
      status: 'published',
      lead_type: 'exclusive',
    });
  });

  it('keeps the import whose leads are shown, and asks for only those', () => {
    const id = '5f0c6d52-3c1e-4f57-9a2b-7d0e8f1a2b3c';
    const search = leadSearchFromParams(new URLSearchParams(`import_id=${id}`));
    expect(search.import_id).toBe(id);
    expect(leadSearchToParams(search).toString()).toBe(`import_id=${id}`);
    expect(toAdminLeadsQuery(search)).toEqual({ page: '1', limit: '25', import_id: id });
    expect(leadSearchFromParams(new URLSearchParams('import_id=../../x')).import_id).toBe('');
  });
});
