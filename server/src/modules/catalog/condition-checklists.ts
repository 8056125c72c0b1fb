/*
 * The condition report's checklists: one per segment, each a list of sections and the points an
 * inspector checks in them. Codes are stable (stored in reports, used as import keys and as the
 * web's label keys `condition.point.<code>` / `condition.section.<code>`); a point marked
 * `critical` weighs more in the grade (condition-grade.ts), a `percent` point takes the tread left
 * on a tyre instead of a status.
 */

export type SectionCode =
  | 'engine'
  | 'clutch_gearbox'
  | 'hydraulics'
  | 'pto'
  | 'steering'
  | 'brakes'
  | 'suspension'
  | 'tyres'
  | 'electricals'
  | 'body'
  | 'cabin'
  | 'meter'
  | 'documents';

export interface ChecklistPoint {
  code: string;
  section: SectionCode;
  critical?: boolean;
  percent?: boolean;
}

export type ChecklistCode = 'tractor' | 'two_wheeler' | 'cv';

const point = (section: SectionCode, codes: string[], marks: { critical?: string[]; percent?: boolean } = {}): ChecklistPoint[] =>
  codes.map((code) => ({
    code,
    section,
    ...(marks.critical?.includes(code) ? { critical: true } : {}),
    ...(marks.percent ? { percent: true } : {}),
  }));

const ENGINE_CORE = [
  'engine_starts',
  'engine_idle',
  'engine_noise',
  'engine_smoke',
  'engine_oil_leak',
  'engine_oil_level',
  'engine_fuel_system',
  'engine_air_filter',
];
const ENGINE_CRITICAL = { critical: ['engine_starts', 'engine_noise'] };
const ELECTRICALS = [
  'battery',
  'starter_motor',
  'alternator',
  'headlights',
  'tail_lights',
  'indicators',
  'horn',
  'instrument_panel',
  'wiring',
];
const METER = ['meter_working', 'meter_plausible', 'meter_untampered'];
const DOCUMENT_POINTS = ['doc_rc_seen', 'doc_chassis_match', 'doc_engine_match', 'doc_number_plates', 'doc_insurance_seen'];
const DOCUMENT_CRITICAL = { critical: ['doc_chassis_match', 'doc_engine_match'] };

/** Tractors: the 75 points the home page promises. */
const TRACTOR: ChecklistPoint[] = [
  ...point('engine', [...ENGINE_CORE, 'engine_blowby', 'engine_coolant', 'engine_belts', 'engine_mounts'], ENGINE_CRITICAL),
  ...point(
    'clutch_gearbox',
    ['clutch_play', 'clutch_slip', 'gear_shift', 'gearbox_noise', 'gearbox_leak', 'reverse_gear', 'differential', 'diff_lock'],
    {
      critical: ['clutch_slip', 'gear_shift'],
    },
  ),
  ...point('hydraulics', ['hyd_lift', 'hyd_hold', 'hyd_leak', 'hyd_pump', 'lower_links', 'top_link', 'draft_control', 'position_control'], {
    critical: ['hyd_lift'],
  }),
  ...point('pto', ['pto_engage', 'pto_shaft', 'pto_noise', 'pto_guard']),
  ...point('steering', ['steer_play', 'power_steering', 'steer_linkage', 'front_axle', 'kingpins'], { critical: ['steer_play'] }),
  ...point('brakes', ['brake_service', 'brake_parking', 'brake_pedal_latch', 'brake_leak', 'brake_balance'], {
    critical: ['brake_service'],
  }),
  ...point('tyres', ['tyre_front_left', 'tyre_front_right', 'tyre_rear_left', 'tyre_rear_right'], { percent: true }),
  ...point('tyres', ['wheel_rims']),
  ...point('electricals', ELECTRICALS),
  ...point('body', ['bonnet', 'mudguards', 'fuel_tank', 'paint', 'rust', 'chassis_frame'], { critical: ['chassis_frame'] }),
  ...point('cabin', ['seat', 'throttle', 'control_levers', 'pedals', 'rops_canopy']),
  ...point('meter', METER),
  ...point('documents', DOCUMENT_POINTS, DOCUMENT_CRITICAL),
];

const CV: ChecklistPoint[] = [
  ...point('engine', [...ENGINE_CORE, 'engine_blowby', 'engine_coolant', 'engine_belts', 'engine_mounts', 'turbo'], ENGINE_CRITICAL),
  ...point(
    'clutch_gearbox',
    ['clutch_play', 'clutch_slip', 'gear_shift', 'gearbox_noise', 'gearbox_leak', 'differential', 'propeller_shaft'],
    {
      critical: ['clutch_slip', 'gear_shift'],
    },
  ),
  ...point('suspension', ['leaf_springs', 'shock_absorbers', 'u_bolts', 'axles']),
  ...point('steering', ['steer_play', 'power_steering', 'steer_linkage', 'front_axle', 'kingpins'], { critical: ['steer_play'] }),
  ...point('brakes', ['brake_service', 'brake_parking', 'brake_air_pressure', 'brake_leak', 'brake_balance'], {
    critical: ['brake_service'],
  }),
  ...point('tyres', ['tyre_front_left', 'tyre_front_right', 'tyre_rear_left', 'tyre_rear_right', 'tyre_spare'], { percent: true }),
  ...point('tyres', ['wheel_rims']),
  ...point('electricals', ELECTRICALS),
  ...point('body', ['cabin_body', 'load_body', 'paint', 'rust', 'chassis_frame', 'windscreen', 'mirrors'], { critical: ['chassis_frame'] }),
  ...point('cabin', ['seat', 'dashboard', 'doors_windows', 'wipers', 'pedals']),
  ...point('meter', METER),
  ...point('documents', [...DOCUMENT_POINTS, 'doc_permit', 'doc_fitness'], DOCUMENT_CRITICAL),
];

const TWO_WHEELER: ChecklistPoint[] = [
  ...point('engine', ENGINE_CORE, ENGINE_CRITICAL),
  ...point('clutch_gearbox', ['clutch_play', 'gear_shift', 'chain_sprocket'], { critical: ['gear_shift'] }),
  ...point('brakes', ['brake_front', 'brake_rear'], { critical: ['brake_front'] }),
  ...point('suspension', ['front_fork', 'rear_shocks']),
  ...point('steering', ['handlebar']),
  ...point('tyres', ['tyre_front', 'tyre_rear'], { percent: true }),
  ...point('tyres', ['wheel_rims']),
  ...point('electricals', ['battery', 'starter_motor', 'headlights', 'tail_lights', 'indicators', 'horn', 'instrument_panel']),
  ...point('body', ['body_panels', 'paint', 'rust', 'chassis_frame', 'mirrors'], { critical: ['chassis_frame'] }),
  ...point('cabin', ['seat', 'control_levers', 'side_stand']),
  ...point('meter', METER),
  ...point('documents', DOCUMENT_POINTS, DOCUMENT_CRITICAL),
];

export const CHECKLISTS: Record<ChecklistCode, ChecklistPoint[]> = { tractor: TRACTOR, cv: CV, two_wheeler: TWO_WHEELER };

export const isChecklistCode = (v: string): v is ChecklistCode => v in CHECKLISTS;

/** The checklist of an auction's segment code (tractor, two_wheeler, cv); another segment uses the CV list. */
export const checklistFor = (segmentCode: string): ChecklistCode => (isChecklistCode(segmentCode) ? segmentCode : 'cv');

/** Tread left on a tyre: at least this is OK, below ATTENTION_BELOW is a fail. */
export const TYRE_OK_FROM = 50;
export const TYRE_FAIL_BELOW = 25;

export { POINT_STATUSES, type PointStatus } from '@vahanhaat/contract/http/vocabulary';
import type { PointStatus } from '@vahanhaat/contract/http/vocabulary';

/** A tyre's status from its tread left. */
export const tyreStatus = (percent: number): PointStatus =>
  percent >= TYRE_OK_FROM ? 'ok' : percent >= TYRE_FAIL_BELOW ? 'attention' : 'fail';
