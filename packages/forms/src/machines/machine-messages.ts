// The message keys live here, not beside their machines, so that an app which only translates
// does not bundle the machines (and the dates library they use).

/** Message keys the cascade shows when a level has nothing to offer (spec 002 §8). */
export const CASCADING_VEHICLE_MESSAGES = {
  noModelsForYear: 'forms.vehicle.noModelsForYear',
  noModelsForMakeAndYear: 'forms.vehicle.noModelsForMakeAndYear',
} as const;

/**
 * en-GB texts of the message keys the machines introduce (the spec names these messages without
 * giving their words). The translation sets should carry the keys; these are the defaults.
 */
export const MACHINE_MESSAGES_EN_GB = {
  [CASCADING_VEHICLE_MESSAGES.noModelsForYear]: "Sorry, we couldn't find any models for {{year}}.",
  [CASCADING_VEHICLE_MESSAGES.noModelsForMakeAndYear]:
    "Sorry, we couldn't find any {{make}} models for {{year}}.",
} as const satisfies Record<string, string>;
