// Who a web session belongs to. Kept in the next-auth JWT, so it is small and self-contained: the
// tenant token tells which tenant's pages may honour it (a session of another tenant is "signed out").
import type { StaffRole } from '../db/schema';

export interface StaffWebIdentity {
  role: 'staff';
  tenant: string;
  userId: number;
  staffRole: StaffRole;
  name: string;
  email: string;
}

export interface MemberWebIdentity {
  role: 'member';
  tenant: string;
  contactId: number;
  name: string;
  email: string;
}

export type WebIdentity = StaffWebIdentity | MemberWebIdentity;
