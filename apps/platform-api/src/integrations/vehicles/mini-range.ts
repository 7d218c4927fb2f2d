/**
 * The MINI range sold in the UK from 2001, as compact tables: one generation per body, each with
 * its engine variants and trim grades. `mini-vehicles.ts` expands them into one specification per
 * variant, grade, gearbox and model year. Figures are the UK launch prices (pounds, manual, base
 * grade), power in kW (served as bhp) and ABI insurance groups (1 to 50) of the time.
 *
 * Codes (generation and variant) make up the vehicle codes stored on policies: never rename one;
 * add a new row instead.
 */

/** P petrol, D diesel, E battery electric, H plug-in hybrid (petrol with electric). */
export type FuelCode = 'P' | 'D' | 'E' | 'H';
/** N naturally aspirated, S supercharged, T turbocharged, - none (electric). */
export type AspirationCode = 'N' | 'S' | 'T' | '-';
/** The gearboxes a variant was offered with: M manual, A automatic (CVT, Steptronic, DCT). */
export type GearboxCode = 'M' | 'A' | 'MA';

/**
 * A variant that came into the UK outside the dealer network: no ABI group was ever assigned, so
 * rating cannot place it (the "couldn't determine the insurance group" referral).
 */
export type ImportFlag = { imported: true; steering: 'RHD' | 'LHD' };

/** One engine variant of a generation. `to` is '' while the variant is still built. */
export type EngineRow = readonly [
  code: string,
  trim: string,
  fuel: FuelCode,
  cc: number,
  kW: number,
  aspiration: AspirationCode,
  from: string,
  to: string,
  gearboxes: GearboxCode,
  group: number,
  price: number,
  importFlag?: ImportFlag,
];

/** A trim grade: its extra price and insurance groups, offered between two model years. */
export type GradeRow = readonly [
  name: string,
  price: number,
  groups: number,
  from?: number,
  to?: number,
];

/** One generation of one body: the model name the customer picks, and its variants. */
export type Generation = {
  readonly code: string;
  readonly model: string;
  readonly bodyStyle: string;
  readonly seats: number;
  /** Gross vehicle weight of a petrol, manual, front-wheel-drive variant, kg (see `grossWeightOf`). */
  readonly grossWeight: number;
  readonly from: string;
  /** '' while the generation is still built. */
  readonly to: string;
  /** Grades apply to every variant but John Cooper Works and imports; [] for none. */
  readonly grades: readonly GradeRow[];
  readonly engines: readonly EngineRow[];
};

const PEPPER_CHILI: readonly GradeRow[] = [
  ['', 0, 0],
  ['Pepper', 900, 0],
  ['Chili', 1900, 1],
];
const CHILI: readonly GradeRow[] = [
  ['', 0, 0],
  ['Chili', 1900, 1],
];
// The F-generation packs gave way to the Classic, Sport and Exclusive trims in the 2021 facelift.
const F_SERIES: readonly GradeRow[] = [
  ['', 0, 0, 2014, 2020],
  ['Pepper', 900, 0, 2014, 2020],
  ['Chili', 1900, 1, 2014, 2020],
  ['Classic', 0, 0, 2021],
  ['Sport', 2200, 1, 2021],
  ['Exclusive', 2200, 0, 2021],
];
const CURRENT: readonly GradeRow[] = [
  ['Classic', 0, 0],
  ['Exclusive', 2500, 0],
  ['Sport', 2500, 1],
];
const ELECTRIC_LEVELS: readonly GradeRow[] = [
  ['Level 1', 0, 0],
  ['Level 2', 2000, 0],
  ['Level 3', 5000, 1],
];

const JAPANESE_IMPORT: ImportFlag = { imported: true, steering: 'RHD' };
const EUROPEAN_IMPORT: ImportFlag = { imported: true, steering: 'LHD' };

// biome-ignore format: the range reads best as one row per variant.
export const MINI_GENERATIONS: readonly Generation[] = [
  {
    code: 'R50', model: 'Hatch 3-door', bodyStyle: '3-door Hatch', seats: 4, grossWeight: 1500,
    from: '2001-07', to: '2006-09', grades: [],
    engines: [
      ['ONE', 'One', 'P', 1598, 66, 'N', '2001-07', '2006-09', 'MA', 11, 10300],
      ['ONED', 'One D', 'D', 1364, 55, 'T', '2003-06', '2006-09', 'M', 9, 11500],
      ['COOPER', 'Cooper', 'P', 1598, 85, 'N', '2001-07', '2006-09', 'MA', 15, 11600],
    ],
  },
  {
    code: 'R53', model: 'Hatch 3-door', bodyStyle: '3-door Hatch', seats: 4, grossWeight: 1560,
    from: '2002-06', to: '2006-11', grades: [],
    engines: [
      ['CS', 'Cooper S', 'P', 1598, 120, 'S', '2002-06', '2006-09', 'MA', 26, 15000],
      ['JCWGP', 'John Cooper Works GP', 'P', 1598, 160, 'S', '2006-06', '2006-11', 'M', 37, 21000],
      // Deliberately flagged: a grey import with no UK group (see ImportFlag).
      ['CSJP', 'Cooper S (Japanese import)', 'P', 1598, 120, 'S', '2005-01', '2006-09', 'A', 0, 16500, JAPANESE_IMPORT],
    ],
  },
  {
    code: 'R52', model: 'Convertible', bodyStyle: 'Convertible', seats: 4, grossWeight: 1640,
    from: '2004-07', to: '2008-11', grades: [],
    engines: [
      ['ONE', 'One', 'P', 1598, 66, 'N', '2004-07', '2008-11', 'MA', 12, 13000],
      ['COOPER', 'Cooper', 'P', 1598, 85, 'N', '2004-07', '2008-11', 'MA', 16, 14500],
      ['CS', 'Cooper S', 'P', 1598, 125, 'S', '2004-07', '2008-11', 'MA', 28, 17500],
    ],
  },
  {
    code: 'R56', model: 'Hatch 3-door', bodyStyle: '3-door Hatch', seats: 4, grossWeight: 1580,
    from: '2006-11', to: '2013-12', grades: PEPPER_CHILI,
    engines: [
      ['ONE14', 'One', 'P', 1397, 70, 'N', '2007-03', '2009-12', 'MA', 10, 11200],
      ['ONE', 'One', 'P', 1598, 72, 'N', '2010-01', '2013-12', 'MA', 11, 12400],
      ['ONED', 'One D', 'D', 1598, 66, 'T', '2010-01', '2013-12', 'M', 9, 13500],
      ['COOPER', 'Cooper', 'P', 1598, 88, 'N', '2006-11', '2010-06', 'MA', 16, 13200],
      ['COOPER-LCI', 'Cooper', 'P', 1598, 90, 'N', '2010-07', '2013-12', 'MA', 17, 14200],
      ['CD', 'Cooper D', 'D', 1560, 80, 'T', '2007-03', '2010-06', 'MA', 14, 14500],
      ['CD-LCI', 'Cooper D', 'D', 1598, 82, 'T', '2010-07', '2013-12', 'MA', 14, 15300],
      ['CSD', 'Cooper SD', 'D', 1995, 105, 'T', '2011-03', '2013-12', 'MA', 24, 18500],
      ['CS', 'Cooper S', 'P', 1598, 128, 'T', '2006-11', '2010-06', 'MA', 28, 16000],
      ['CS-LCI', 'Cooper S', 'P', 1598, 135, 'T', '2010-07', '2013-12', 'MA', 29, 17500],
      ['JCW', 'John Cooper Works', 'P', 1598, 155, 'T', '2008-09', '2013-12', 'MA', 36, 22000],
      ['JCWGP', 'John Cooper Works GP', 'P', 1598, 160, 'T', '2013-01', '2013-12', 'M', 39, 28790],
      // Deliberately flagged: a left-hand-drive import with no UK group (see ImportFlag).
      ['JCWGPEU', 'John Cooper Works GP (European import)', 'P', 1598, 160, 'T', '2013-01', '2013-12', 'M', 0, 28790, EUROPEAN_IMPORT],
    ],
  },
  {
    code: 'R55', model: 'Clubman', bodyStyle: 'Estate', seats: 4, grossWeight: 1690,
    from: '2007-11', to: '2014-06', grades: PEPPER_CHILI,
    engines: [
      ['ONE', 'One', 'P', 1598, 72, 'N', '2009-06', '2014-06', 'MA', 12, 13800],
      ['COOPER', 'Cooper', 'P', 1598, 88, 'N', '2007-11', '2010-06', 'MA', 16, 15200],
      ['COOPER-LCI', 'Cooper', 'P', 1598, 90, 'N', '2010-07', '2014-06', 'MA', 17, 16400],
      ['CD', 'Cooper D', 'D', 1560, 80, 'T', '2007-11', '2010-06', 'MA', 14, 16500],
      ['CD-LCI', 'Cooper D', 'D', 1598, 82, 'T', '2010-07', '2014-06', 'MA', 14, 17200],
      ['CSD', 'Cooper SD', 'D', 1995, 105, 'T', '2011-03', '2014-06', 'MA', 24, 19800],
      ['CS', 'Cooper S', 'P', 1598, 128, 'T', '2007-11', '2010-06', 'MA', 29, 18000],
      ['CS-LCI', 'Cooper S', 'P', 1598, 135, 'T', '2010-07', '2014-06', 'MA', 29, 19200],
      ['JCW', 'John Cooper Works', 'P', 1598, 155, 'T', '2008-09', '2014-06', 'M', 37, 24000],
    ],
  },
  {
    code: 'R57', model: 'Convertible', bodyStyle: 'Convertible', seats: 4, grossWeight: 1690,
    from: '2009-03', to: '2015-12', grades: PEPPER_CHILI,
    engines: [
      ['ONE', 'One', 'P', 1598, 72, 'N', '2009-03', '2015-12', 'MA', 13, 14500],
      ['COOPER', 'Cooper', 'P', 1598, 88, 'N', '2009-03', '2010-06', 'MA', 17, 16000],
      ['COOPER-LCI', 'Cooper', 'P', 1598, 90, 'N', '2010-07', '2015-12', 'MA', 17, 16800],
      ['CD-LCI', 'Cooper D', 'D', 1598, 82, 'T', '2010-07', '2015-12', 'MA', 15, 17900],
      ['CSD', 'Cooper SD', 'D', 1995, 105, 'T', '2011-03', '2015-12', 'MA', 26, 20900],
      ['CS', 'Cooper S', 'P', 1598, 128, 'T', '2009-03', '2010-06', 'MA', 30, 19500],
      ['CS-LCI', 'Cooper S', 'P', 1598, 135, 'T', '2010-07', '2015-12', 'MA', 30, 20300],
      ['JCW', 'John Cooper Works', 'P', 1598, 155, 'T', '2009-09', '2015-12', 'M', 38, 25500],
    ],
  },
  {
    code: 'R60', model: 'Countryman', bodyStyle: 'SUV', seats: 5, grossWeight: 1820,
    from: '2010-09', to: '2016-12', grades: PEPPER_CHILI,
    engines: [
      ['ONE', 'One', 'P', 1598, 72, 'N', '2010-09', '2016-12', 'MA', 13, 15400],
      ['ONED', 'One D', 'D', 1598, 66, 'T', '2010-09', '2016-12', 'M', 12, 16900],
      ['COOPER', 'Cooper', 'P', 1598, 90, 'N', '2010-09', '2016-12', 'MA', 17, 17500],
      ['CD', 'Cooper D', 'D', 1598, 82, 'T', '2010-09', '2016-12', 'MA', 15, 18900],
      ['CDA4', 'Cooper D ALL4', 'D', 1598, 82, 'T', '2012-03', '2016-12', 'M', 16, 20300],
      ['CSD', 'Cooper SD', 'D', 1995, 105, 'T', '2011-03', '2016-12', 'MA', 22, 21000],
      ['CSDA4', 'Cooper SD ALL4', 'D', 1995, 105, 'T', '2011-03', '2016-12', 'MA', 23, 22400],
      ['CS', 'Cooper S', 'P', 1598, 135, 'T', '2010-09', '2016-12', 'MA', 26, 21000],
      ['CSA4', 'Cooper S ALL4', 'P', 1598, 135, 'T', '2010-09', '2016-12', 'MA', 27, 22600],
      ['JCWA4', 'John Cooper Works ALL4', 'P', 1598, 160, 'T', '2012-09', '2016-12', 'MA', 35, 29000],
    ],
  },
  {
    code: 'R58', model: 'Coupé', bodyStyle: 'Coupe', seats: 2, grossWeight: 1490,
    from: '2011-10', to: '2015-06', grades: CHILI,
    engines: [
      ['COOPER', 'Cooper', 'P', 1598, 90, 'N', '2011-10', '2015-06', 'MA', 19, 16500],
      ['CSD', 'Cooper SD', 'D', 1995, 105, 'T', '2011-10', '2015-06', 'MA', 26, 20000],
      ['CS', 'Cooper S', 'P', 1598, 135, 'T', '2011-10', '2015-06', 'MA', 30, 19500],
      ['JCW', 'John Cooper Works', 'P', 1598, 155, 'T', '2011-10', '2015-06', 'MA', 37, 24500],
    ],
  },
  {
    code: 'R59', model: 'Roadster', bodyStyle: 'Roadster', seats: 2, grossWeight: 1520,
    from: '2012-03', to: '2015-06', grades: CHILI,
    engines: [
      ['COOPER', 'Cooper', 'P', 1598, 90, 'N', '2012-03', '2015-06', 'MA', 20, 18000],
      ['CSD', 'Cooper SD', 'D', 1995, 105, 'T', '2012-03', '2015-06', 'MA', 27, 21600],
      ['CS', 'Cooper S', 'P', 1598, 135, 'T', '2012-03', '2015-06', 'MA', 31, 21500],
      ['JCW', 'John Cooper Works', 'P', 1598, 155, 'T', '2012-03', '2015-06', 'MA', 38, 26500],
    ],
  },
  {
    code: 'R61', model: 'Paceman', bodyStyle: 'SUV Coupe', seats: 4, grossWeight: 1800,
    from: '2013-03', to: '2016-08', grades: CHILI,
    engines: [
      ['COOPER', 'Cooper', 'P', 1598, 90, 'N', '2013-03', '2016-08', 'MA', 18, 19000],
      ['CD', 'Cooper D', 'D', 1598, 82, 'T', '2013-03', '2016-08', 'MA', 16, 20000],
      ['CSD', 'Cooper SD', 'D', 1995, 105, 'T', '2013-03', '2016-08', 'MA', 24, 22500],
      ['CSDA4', 'Cooper SD ALL4', 'D', 1995, 105, 'T', '2013-03', '2016-08', 'MA', 25, 23900],
      ['CS', 'Cooper S', 'P', 1598, 135, 'T', '2013-03', '2016-08', 'MA', 28, 22500],
      ['CSA4', 'Cooper S ALL4', 'P', 1598, 135, 'T', '2013-03', '2016-08', 'MA', 29, 23900],
      ['JCWA4', 'John Cooper Works ALL4', 'P', 1598, 160, 'T', '2013-06', '2016-08', 'MA', 36, 29500],
    ],
  },
  {
    code: 'F56', model: 'Hatch 3-door', bodyStyle: '3-door Hatch', seats: 4, grossWeight: 1605,
    from: '2014-03', to: '2024-02', grades: F_SERIES,
    engines: [
      ['ONE12', 'One', 'P', 1198, 75, 'T', '2014-06', '2018-02', 'MA', 11, 13750],
      ['ONE', 'One', 'P', 1499, 75, 'T', '2018-03', '2024-02', 'MA', 12, 15900],
      ['ONED', 'One D', 'D', 1496, 70, 'T', '2014-06', '2018-02', 'M', 11, 15200],
      ['COOPER', 'Cooper', 'P', 1499, 100, 'T', '2014-03', '2024-02', 'MA', 16, 15300],
      ['CD', 'Cooper D', 'D', 1496, 85, 'T', '2014-03', '2020-12', 'MA', 15, 16400],
      ['CSD', 'Cooper SD', 'D', 1995, 125, 'T', '2014-06', '2018-02', 'MA', 25, 20000],
      ['CS', 'Cooper S', 'P', 1998, 141, 'T', '2014-03', '2024-02', 'MA', 26, 18650],
      ['JCW', 'John Cooper Works', 'P', 1998, 170, 'T', '2015-03', '2024-02', 'MA', 34, 23000],
      ['JCWGP', 'John Cooper Works GP', 'P', 1998, 225, 'T', '2020-12', '2021-06', 'A', 42, 33895],
    ],
  },
  {
    code: 'F55', model: 'Hatch 5-door', bodyStyle: '5-door Hatch', seats: 5, grossWeight: 1680,
    from: '2014-09', to: '2024-06', grades: F_SERIES,
    engines: [
      ['ONE12', 'One', 'P', 1198, 75, 'T', '2014-09', '2018-02', 'MA', 11, 14350],
      ['ONE', 'One', 'P', 1499, 75, 'T', '2018-03', '2024-06', 'MA', 12, 16500],
      ['ONED', 'One D', 'D', 1496, 70, 'T', '2014-09', '2018-02', 'M', 11, 15800],
      ['COOPER', 'Cooper', 'P', 1499, 100, 'T', '2014-09', '2024-06', 'MA', 17, 15900],
      ['CD', 'Cooper D', 'D', 1496, 85, 'T', '2014-09', '2020-12', 'MA', 15, 17000],
      ['CSD', 'Cooper SD', 'D', 1995, 125, 'T', '2014-09', '2018-02', 'MA', 25, 20600],
      ['CS', 'Cooper S', 'P', 1998, 141, 'T', '2014-09', '2024-06', 'MA', 26, 19250],
    ],
  },
  {
    code: 'F57', model: 'Convertible', bodyStyle: 'Convertible', seats: 4, grossWeight: 1770,
    from: '2016-03', to: '2025-02', grades: F_SERIES,
    engines: [
      ['ONE12', 'One', 'P', 1198, 75, 'T', '2016-03', '2018-02', 'MA', 13, 17000],
      ['ONE', 'One', 'P', 1499, 75, 'T', '2018-03', '2024-02', 'MA', 14, 17900],
      ['COOPER', 'Cooper', 'P', 1499, 100, 'T', '2016-03', '2025-02', 'MA', 18, 18700],
      ['CD', 'Cooper D', 'D', 1496, 85, 'T', '2016-03', '2020-12', 'MA', 16, 19800],
      ['CSD', 'Cooper SD', 'D', 1995, 125, 'T', '2016-03', '2018-02', 'MA', 27, 23500],
      ['CS', 'Cooper S', 'P', 1998, 141, 'T', '2016-03', '2025-02', 'MA', 28, 21900],
      ['JCW', 'John Cooper Works', 'P', 1998, 170, 'T', '2016-03', '2025-02', 'MA', 36, 26400],
    ],
  },
  {
    code: 'F54', model: 'Clubman', bodyStyle: 'Estate', seats: 5, grossWeight: 1900,
    from: '2015-10', to: '2024-02', grades: F_SERIES,
    engines: [
      ['ONE', 'One', 'P', 1499, 75, 'T', '2016-03', '2024-02', 'MA', 12, 18500],
      ['ONED', 'One D', 'D', 1496, 85, 'T', '2016-03', '2020-12', 'MA', 12, 19900],
      ['COOPER', 'Cooper', 'P', 1499, 100, 'T', '2015-10', '2024-02', 'MA', 17, 19995],
      ['CD', 'Cooper D', 'D', 1995, 110, 'T', '2015-10', '2020-12', 'MA', 19, 21500],
      ['CS', 'Cooper S', 'P', 1998, 141, 'T', '2015-10', '2024-02', 'MA', 24, 22800],
      ['CSA4', 'Cooper S ALL4', 'P', 1998, 141, 'T', '2016-03', '2019-08', 'A', 25, 24800],
      ['CSD', 'Cooper SD', 'D', 1995, 140, 'T', '2015-10', '2018-02', 'MA', 25, 24600],
      ['JCWA4', 'John Cooper Works ALL4', 'P', 1998, 170, 'T', '2016-09', '2019-08', 'MA', 37, 31000],
      ['JCWA4-306', 'John Cooper Works ALL4', 'P', 1998, 225, 'T', '2019-09', '2024-02', 'A', 41, 35000],
    ],
  },
  {
    code: 'F60', model: 'Countryman', bodyStyle: 'SUV', seats: 5, grossWeight: 2000,
    from: '2017-02', to: '2024-02', grades: F_SERIES,
    engines: [
      ['ONE', 'One', 'P', 1499, 75, 'T', '2017-02', '2024-02', 'MA', 14, 21500],
      ['COOPER', 'Cooper', 'P', 1499, 100, 'T', '2017-02', '2024-02', 'MA', 16, 22700],
      ['CD', 'Cooper D', 'D', 1995, 110, 'T', '2017-02', '2020-12', 'MA', 17, 24300],
      ['CDA4', 'Cooper D ALL4', 'D', 1995, 110, 'T', '2017-02', '2020-12', 'A', 18, 26300],
      ['CS', 'Cooper S', 'P', 1998, 131, 'T', '2017-02', '2024-02', 'MA', 23, 26600],
      ['CSA4', 'Cooper S ALL4', 'P', 1998, 131, 'T', '2017-02', '2024-02', 'A', 24, 28500],
      ['CSDA4', 'Cooper SD ALL4', 'D', 1995, 140, 'T', '2017-02', '2020-12', 'A', 26, 30100],
      ['CSEA4', 'Cooper S E ALL4', 'H', 1499, 162, 'T', '2017-06', '2024-02', 'A', 24, 31600],
      ['JCWA4', 'John Cooper Works ALL4', 'P', 1998, 170, 'T', '2017-06', '2019-08', 'A', 33, 33000],
      ['JCWA4-306', 'John Cooper Works ALL4', 'P', 1998, 225, 'T', '2019-09', '2024-02', 'A', 40, 37000],
    ],
  },
  {
    code: 'F56E', model: 'Electric', bodyStyle: '3-door Hatch', seats: 4, grossWeight: 1520,
    from: '2020-03', to: '2024-02', grades: ELECTRIC_LEVELS,
    engines: [['CSE', 'Cooper SE', 'E', 0, 135, '-', '2020-03', '2024-02', 'A', 21, 27900]],
  },
  {
    code: 'J01', model: 'Electric', bodyStyle: '3-door Hatch', seats: 4, grossWeight: 1730,
    from: '2024-03', to: '', grades: CURRENT,
    engines: [
      ['CE', 'Cooper E', 'E', 0, 135, '-', '2024-03', '', 'A', 24, 30000],
      ['CSE', 'Cooper SE', 'E', 0, 160, '-', '2024-03', '', 'A', 28, 34000],
      ['JCWE', 'John Cooper Works', 'E', 0, 190, '-', '2025-03', '', 'A', 33, 36000],
    ],
  },
  {
    code: 'F66', model: 'Hatch 3-door', bodyStyle: '3-door Hatch', seats: 4, grossWeight: 1740,
    from: '2024-03', to: '', grades: CURRENT,
    engines: [
      ['CC', 'Cooper C', 'P', 1499, 115, 'T', '2024-03', '', 'A', 18, 23000],
      ['CS', 'Cooper S', 'P', 1998, 150, 'T', '2024-03', '', 'A', 27, 27000],
      ['JCW', 'John Cooper Works', 'P', 1998, 170, 'T', '2024-09', '', 'A', 34, 33000],
    ],
  },
  {
    code: 'F65', model: 'Hatch 5-door', bodyStyle: '5-door Hatch', seats: 5, grossWeight: 1800,
    from: '2024-06', to: '', grades: CURRENT,
    engines: [
      ['CC', 'Cooper C', 'P', 1499, 115, 'T', '2024-06', '', 'A', 18, 24000],
      ['CS', 'Cooper S', 'P', 1998, 150, 'T', '2024-06', '', 'A', 27, 28000],
    ],
  },
  {
    code: 'F67', model: 'Convertible', bodyStyle: 'Convertible', seats: 4, grossWeight: 1820,
    from: '2025-02', to: '', grades: CURRENT,
    engines: [
      ['CC', 'Cooper C', 'P', 1499, 115, 'T', '2025-02', '', 'A', 20, 27000],
      ['CS', 'Cooper S', 'P', 1998, 150, 'T', '2025-02', '', 'A', 29, 31000],
      ['JCW', 'John Cooper Works', 'P', 1998, 170, 'T', '2025-02', '', 'A', 37, 36500],
    ],
  },
  {
    code: 'U25', model: 'Countryman', bodyStyle: 'SUV', seats: 5, grossWeight: 2150,
    from: '2024-02', to: '', grades: CURRENT,
    engines: [
      ['C', 'C', 'P', 1499, 125, 'T', '2024-02', '', 'A', 21, 32000],
      ['SA4', 'S ALL4', 'P', 1998, 160, 'T', '2024-02', '', 'A', 30, 38000],
      ['JCWA4', 'John Cooper Works ALL4', 'P', 1998, 233, 'T', '2024-02', '', 'A', 39, 43000],
      ['E', 'E', 'E', 0, 150, '-', '2024-02', '', 'A', 25, 40000],
      ['SEA4', 'SE ALL4', 'E', 0, 230, '-', '2024-02', '', 'A', 33, 45000],
    ],
  },
  {
    code: 'J05', model: 'Aceman', bodyStyle: 'SUV', seats: 5, grossWeight: 1930,
    from: '2024-04', to: '', grades: CURRENT,
    engines: [
      ['E', 'E', 'E', 0, 135, '-', '2024-04', '', 'A', 24, 31800],
      ['SE', 'SE', 'E', 0, 160, '-', '2024-04', '', 'A', 28, 35800],
      ['JCW', 'John Cooper Works', 'E', 0, 190, '-', '2025-03', '', 'A', 33, 38000],
    ],
  },
];
