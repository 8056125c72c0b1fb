import { and, asc, eq, inArray } from 'drizzle-orm';
import { plans, segments } from '../../db/schema/index.js';
import type { Executor } from '../../db/client.js';

export interface PlanRow {
  id: number;
  name: string;
  tenureMonths: number;
  price: number;
  platform: string;
  isPublished: boolean;
  /** null: PAN India Permission, every segment. */
  segmentCode: string | null;
  segmentName: string | null;
}

const planColumns = {
  id: plans.id,
  name: plans.name,
  tenureMonths: plans.tenureMonths,
  price: plans.price,
  platform: plans.platform,
  isPublished: plans.isPublished,
  segmentCode: segments.code,
  segmentName: segments.name,
};

/** Published plans, by tenure, then the catalogue's own order. */
export async function listPublishedPlans(ex: Executor, platforms: string[]): Promise<PlanRow[]> {
  return ex
    .select(planColumns)
    .from(plans)
    .leftJoin(segments, eq(segments.id, plans.segmentId))
    .where(and(eq(plans.isPublished, true), inArray(plans.platform, platforms)))
    .orderBy(asc(plans.tenureMonths), asc(plans.sortOrder), asc(plans.price), asc(plans.id));
}

export async function findPlan(ex: Executor, id: number): Promise<PlanRow | undefined> {
  const [row] = await ex
    .select(planColumns)
    .from(plans)
    .leftJoin(segments, eq(segments.id, plans.segmentId))
    .where(eq(plans.id, id))
    .limit(1);
  return row;
}
