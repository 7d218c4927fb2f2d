import type { LookupEntry } from './lookup-entry';

/**
 * The DVLA endorsement codes with their descriptions, as printed on a driving licence record. Only
 * the offences themselves are listed here; the aiding, causing and inciting forms are derived below.
 */
export const BASE_OFFENCES: readonly LookupEntry[] = [
  // Accident offences
  { code: 'AC10', name: 'Failing to stop after an accident' },
  { code: 'AC20', name: 'Failing to give particulars or report an accident within 24 hours' },
  { code: 'AC30', name: 'Undefined accident offences' },
  // Disqualified driver
  { code: 'BA10', name: 'Driving while disqualified by order of court' },
  { code: 'BA30', name: 'Attempting to drive while disqualified by order of court' },
  { code: 'BA40', name: 'Causing death by driving while disqualified' },
  { code: 'BA60', name: 'Causing serious injury by driving while disqualified' },
  // Careless driving
  { code: 'CD10', name: 'Driving without due care and attention' },
  { code: 'CD20', name: 'Driving without reasonable consideration for other road users' },
  {
    code: 'CD30',
    name: 'Driving without due care and attention or without reasonable consideration for other road users',
  },
  { code: 'CD40', name: 'Causing death through careless driving when unfit through drink' },
  { code: 'CD50', name: 'Causing death by careless driving when unfit through drugs' },
  { code: 'CD60', name: 'Causing death by careless driving with alcohol level above the limit' },
  {
    code: 'CD70',
    name: 'Causing death by careless driving then failing to supply a specimen for alcohol analysis',
  },
  { code: 'CD80', name: 'Causing death by careless, or inconsiderate, driving' },
  { code: 'CD90', name: 'Causing death by driving: unlicensed, disqualified or uninsured drivers' },
  // Construction and use offences
  { code: 'CU10', name: 'Using a vehicle with defective brakes' },
  {
    code: 'CU20',
    name: 'Causing or likely to cause danger by reason of use of unsuitable vehicle or using a vehicle with parts or accessories (excluding brakes, steering or tyres) in a dangerous condition',
  },
  { code: 'CU30', name: 'Using a vehicle with defective tyre(s)' },
  { code: 'CU40', name: 'Using a vehicle with defective steering' },
  { code: 'CU50', name: 'Causing or likely to cause danger by reason of load or passengers' },
  {
    code: 'CU80',
    name: 'Breach of requirements as to control of the vehicle, such as using a mobile phone',
  },
  // Dangerous driving
  { code: 'DD10', name: 'Causing serious injury by dangerous driving' },
  { code: 'DD40', name: 'Dangerous driving' },
  { code: 'DD60', name: 'Manslaughter or culpable homicide while driving a vehicle' },
  { code: 'DD80', name: 'Causing death by dangerous driving' },
  { code: 'DD90', name: 'Furious driving' },
  // Drink
  { code: 'DR10', name: 'Driving or attempting to drive with alcohol level above limit' },
  { code: 'DR20', name: 'Driving or attempting to drive while unfit through drink' },
  {
    code: 'DR30',
    name: 'Driving or attempting to drive then failing to supply a specimen for analysis',
  },
  {
    code: 'DR31',
    name: 'Driving or attempting to drive then refusing to give permission for analysis of a blood sample that was taken without consent due to incapacity',
  },
  { code: 'DR40', name: 'In charge of a vehicle while alcohol level above limit' },
  { code: 'DR50', name: 'In charge of a vehicle while unfit through drink' },
  {
    code: 'DR60',
    name: 'Failure to provide a specimen for analysis in circumstances other than driving or attempting to drive',
  },
  {
    code: 'DR61',
    name: 'Refusing to give permission for analysis of a blood sample that was taken without consent due to incapacity in circumstances other than driving or attempting to drive',
  },
  { code: 'DR70', name: 'Failing to co-operate with a preliminary test' },
  { code: 'DR80', name: 'Driving or attempting to drive when unfit through drugs' },
  { code: 'DR90', name: 'In charge of a vehicle when unfit through drugs' },
  // Drugs
  {
    code: 'DG10',
    name: 'Driving or attempting to drive with drug level above the specified limit',
  },
  { code: 'DG40', name: 'In charge of a vehicle while drug level above specified limit' },
  { code: 'DG60', name: 'Causing death by careless driving with drug level above the limit' },
  // Insurance
  { code: 'IN10', name: 'Using a vehicle uninsured against third party risks' },
  // Licence
  { code: 'LC20', name: 'Driving otherwise than in accordance with a licence' },
  {
    code: 'LC30',
    name: 'Driving after making a false declaration about fitness when applying for a licence',
  },
  { code: 'LC40', name: 'Driving a vehicle having failed to notify a disability' },
  {
    code: 'LC50',
    name: 'Driving after a licence has been cancelled (revoked) or refused on medical grounds',
  },
  // Miscellaneous
  { code: 'MS10', name: 'Leaving a vehicle in a dangerous position' },
  { code: 'MS20', name: 'Unlawful pillion riding' },
  { code: 'MS30', name: 'Play street offences' },
  { code: 'MS50', name: 'Motor racing on the highway' },
  {
    code: 'MS60',
    name: 'Offences not covered by other codes (including offences relating to breach of requirements as to control of vehicle)',
  },
  { code: 'MS70', name: 'Driving with uncorrected defective eyesight' },
  { code: 'MS80', name: 'Refusing to submit to an eyesight test' },
  { code: 'MS90', name: 'Failure to give information as to identity of driver' },
  // Motorway
  { code: 'MW10', name: 'Contravention of special roads regulations (excluding speed limits)' },
  // Pedestrian crossings
  { code: 'PC10', name: 'Undefined contravention of pedestrian crossing regulations' },
  { code: 'PC20', name: 'Contravention of pedestrian crossing regulations with moving vehicle' },
  {
    code: 'PC30',
    name: 'Contravention of pedestrian crossing regulations with stationary vehicle',
  },
  // Speed limits
  { code: 'SP10', name: 'Exceeding goods vehicle speed limits' },
  {
    code: 'SP20',
    name: 'Exceeding speed limit for type of vehicle (excluding goods or passenger vehicles)',
  },
  { code: 'SP30', name: 'Exceeding statutory speed limit on a public road' },
  { code: 'SP40', name: 'Exceeding passenger vehicle speed limit' },
  { code: 'SP50', name: 'Exceeding speed limit on a motorway' },
  // Traffic direction and signs
  { code: 'TS10', name: 'Failing to comply with traffic light signals' },
  { code: 'TS20', name: 'Failing to comply with double white lines' },
  { code: 'TS30', name: "Failing to comply with 'stop' sign" },
  { code: 'TS40', name: 'Failing to comply with direction of a constable or traffic warden' },
  {
    code: 'TS50',
    name: "Failing to comply with traffic sign (excluding 'stop' signs, traffic lights or double white lines)",
  },
  { code: 'TS60', name: 'Failing to comply with a school crossing patrol sign' },
  { code: 'TS70', name: 'Undefined failure to comply with a traffic direction sign' },
  // Special code
  {
    code: 'TT99',
    name: 'Disqualification under the totting-up procedure (12 or more penalty points within 3 years)',
  },
  // Theft or unauthorised taking
  { code: 'UT50', name: 'Aggravated taking of a vehicle' },
  // Mutual recognition: disqualifications imposed in another country and recognised in the UK
  {
    code: 'MR09',
    name: 'Reckless or dangerous driving (whether or not resulting in death, injury or serious risk)',
  },
  {
    code: 'MR19',
    name: 'Wilful failure to carry out the obligation placed on driver after being involved in a road accident (hit or run)',
  },
  {
    code: 'MR29',
    name: 'Driving a vehicle while under the influence of alcohol or other substance affecting or diminishing the mental and physical abilities of a driver',
  },
  { code: 'MR39', name: 'Driving a vehicle faster than the permitted speed' },
  { code: 'MR49', name: 'Driving a vehicle whilst disqualified' },
  {
    code: 'MR59',
    name: 'Other conduct constituting an offence for which a driving disqualification has been imposed by the State of Offence',
  },
];

/**
 * How the DVLA codes taking part in an offence: the offence's code with its final 0 changed to
 * 2 (aiding, abetting, counselling or procuring), 4 (causing or permitting) or 6 (inciting).
 */
export const OFFENCE_VARIANTS = [
  { digit: '2', suffix: 'aiding, abetting, counselling or procuring' },
  { digit: '4', suffix: 'causing or permitting' },
  { digit: '6', suffix: 'inciting' },
] as const;

// Only codes ending in 0 have variants; TT99, DR31, DR61 and the MR codes are not offences one
// takes part in.
function offenceVariants(offence: LookupEntry): LookupEntry[] {
  if (!offence.code.endsWith('0')) return [];
  const stem = offence.code.slice(0, -1);
  return OFFENCE_VARIANTS.map(({ digit, suffix }) => ({
    code: `${stem}${digit}`,
    name: `${offence.name} (${suffix})`,
  }));
}

/**
 * Every offence code the conviction lookup offers: each offence followed by its variants. Marked
 * pure so that a bundle which never searches offences leaves the table out.
 */
export const OFFENCES: readonly LookupEntry[] = /* @__PURE__ */ BASE_OFFENCES.flatMap((offence) => [
  offence,
  ...offenceVariants(offence),
]);
