import { churchEmailDomain, isEmailAtDomain } from '@koinonia/contracts';
import { checkCode, hashClaimCode, newClaimCode, roleAfterClaim, statusOf, toClaim, type ClaimRecord } from './domain';

const now = new Date('2026-11-28T10:00:00Z');
const claim: ClaimRecord = {
  id: 'claim',
  churchId: 'church',
  churchName: 'New Life Church',
  churchWebsite: 'https://www.newlife.example.org',
  claimantId: 'person',
  claimantName: 'Claire Claimant',
  claimantEmail: 'claire@example.org',
  method: 'email',
  status: 'pending',
  email: 'office@newlife.example.org',
  codeHash: hashClaimCode('123456'),
  attempts: 0,
  expiresAt: new Date('2026-11-28T10:15:00Z'),
  message: null,
  reason: null,
  createdAt: now,
  decidedAt: null,
};

describe('the church’s email domain', () => {
  it('is the website’s host without www.', () => {
    expect(churchEmailDomain('https://www.newlife.example.org/about')).toBe('newlife.example.org');
    expect(churchEmailDomain('http://Riverside.Example.org')).toBe('riverside.example.org');
    expect(churchEmailDomain(null)).toBeNull();
    expect(churchEmailDomain('not a web address')).toBeNull();
    expect(churchEmailDomain('ftp://files.example.org')).toBeNull();
  });

  it('takes an address at exactly that domain, not a look-alike', () => {
    expect(isEmailAtDomain('Office@NewLife.example.org', 'newlife.example.org')).toBe(true);
    expect(isEmailAtDomain('office@evil-newlife.example.org', 'newlife.example.org')).toBe(false);
    expect(isEmailAtDomain('office@newlife.example.org.evil.test', 'newlife.example.org')).toBe(false);
  });
});

describe('codes', () => {
  it('are six digits, stored only as their SHA-256', () => {
    const codes = Array.from({ length: 50 }, newClaimCode);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(hashClaimCode('123456')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('allow five tries: the fifth wrong one uses them up', () => {
    expect(checkCode(claim, '123456')).toEqual({ outcome: 'right' });
    expect(checkCode(claim, '000000')).toEqual({ outcome: 'wrong', attemptsLeft: 4 });
    expect(checkCode({ ...claim, attempts: 3 }, '000000')).toEqual({ outcome: 'wrong', attemptsLeft: 1 });
    expect(checkCode({ ...claim, attempts: 4 }, '000000')).toEqual({ outcome: 'used-up' });
    expect(checkCode({ ...claim, codeHash: null }, '123456')).toEqual({ outcome: 'wrong', attemptsLeft: 4 });
  });

  it('make a pending claim expired once their time ran out', () => {
    expect(statusOf(claim, now)).toBe('pending');
    expect(statusOf(claim, new Date('2026-11-28T10:15:00Z'))).toBe('expired');
    expect(statusOf({ ...claim, method: 'review', expiresAt: null }, new Date('2030-01-01'))).toBe('pending');
    expect(statusOf({ ...claim, status: 'verified' }, new Date('2030-01-01'))).toBe('verified');
  });
});

describe('the role a claim gives', () => {
  it('raises a church role below church admin, keeps one at or above it, and never lowers a platform role', () => {
    expect(roleAfterClaim('member')).toBe('church_admin');
    expect(roleAfterClaim('pastor')).toBe('church_admin');
    expect(roleAfterClaim('church_admin')).toBe('church_admin');
    expect(roleAfterClaim('admin')).toBe('admin');
    expect(roleAfterClaim('koinonia_owner')).toBe('koinonia_owner');
    expect(roleAfterClaim('koinonia_support')).toBe('koinonia_support');
    expect(roleAfterClaim('system_admin')).toBe('system_admin');
  });
});

describe('a claim as shown', () => {
  it('names its claimant to reviewers only, and tells the code’s time and tries while pending', () => {
    expect(toClaim(claim, now, { forReviewer: false })).toMatchObject({
      claimant: null,
      attemptsLeft: 5,
      codeExpiresAt: '2026-11-28T10:15:00.000Z',
      church: { id: 'church', name: 'New Life Church', emailDomain: 'newlife.example.org' },
    });
    expect(toClaim(claim, now, { forReviewer: true }).claimant).toEqual({
      name: 'Claire Claimant',
      email: 'claire@example.org',
    });
    expect(toClaim({ ...claim, status: 'verified' }, now, { forReviewer: false })).toMatchObject({
      attemptsLeft: null,
      codeExpiresAt: null,
    });
  });
});
