import { describe, expect, it } from 'vitest';
import {
  buyExclusiveLead,
  changePassword,
  changePurchasedLeadStatus,
  createTopUp,
  getPipelineLeads,
  getTeam,
  inviteTeamMember,
  takePremiumLead,
} from './contracts/index.js';
import { requiredTeamRole, teamRoleMay } from './team-roles.js';

describe('what each team role may call (decision 036)', () => {
  it('lets every member read, buyers buy and work leads, and only the owner manage money and the team', () => {
    expect([getPipelineLeads, getTeam].map(requiredTeamRole)).toEqual(['viewer', 'viewer']);
    expect([takePremiumLead, buyExclusiveLead, changePurchasedLeadStatus].map(requiredTeamRole)).toEqual([
      'buyer',
      'buyer',
      'buyer',
    ]);
    expect([createTopUp, inviteTeamMember].map(requiredTeamRole)).toEqual(['owner', 'owner']);
    // Personal changes are everyone's own.
    expect(teamRoleMay('viewer', changePassword)).toBe(true);
    expect(teamRoleMay('viewer', takePremiumLead)).toBe(false);
    expect(teamRoleMay('buyer', takePremiumLead)).toBe(true);
    expect(teamRoleMay('buyer', createTopUp)).toBe(false);
    expect(teamRoleMay('owner', createTopUp)).toBe(true);
  });

  it('keeps a change nobody gave a role to for the owner', () => {
    expect(requiredTeamRole({ method: 'POST' })).toBe('owner');
    expect(requiredTeamRole({ method: 'GET' })).toBe('viewer');
  });
});
