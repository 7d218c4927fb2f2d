/**
 * The state unchanged, for an event no case handled. Typing `event` as never makes a reducer's
 * switch fail to compile when an event type is added without its case; at run time an unknown
 * event (from untyped code) is ignored, as reducers conventionally do.
 */
export function ignoreUnknownEvent<S>(state: S, _event: never): S {
  return state;
}
