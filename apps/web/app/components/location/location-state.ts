import type { LocationCity } from '@carsetu/contracts';

/** The picker's state; geo lookup failures are a state of their own (spec §8: no message shown). */
export interface PickerState {
  step: 'city' | 'nearby' | 'pincode';
  city: LocationCity | null;
  nearby: LocationCity | null;
  geo: 'idle' | 'locating' | 'failed';
  busy: boolean;
  error: string | null;
}

export type PickerAction =
  | { type: 'reset' }
  | { type: 'busy' }
  | { type: 'error'; message: string }
  | { type: 'city-found'; city: LocationCity; nearby: LocationCity | null }
  | { type: 'use-nearby' }
  | { type: 'geo-start' }
  | { type: 'geo-failed' };

export const initialPickerState: PickerState = {
  step: 'city',
  city: null,
  nearby: null,
  geo: 'idle',
  busy: false,
  error: null,
};

export function pickerReducer(state: PickerState, action: PickerAction): PickerState {
  switch (action.type) {
    case 'reset':
      return initialPickerState;
    case 'busy':
      return { ...state, busy: true, error: null };
    case 'error':
      return {
        ...state,
        busy: false,
        geo: state.geo === 'locating' ? 'idle' : state.geo,
        error: action.message,
      };
    case 'city-found':
      return action.city.isServiceable || action.city.is_virtual_city
        ? { ...state, busy: false, geo: 'idle', step: 'pincode', city: action.city, nearby: null }
        : {
            ...state,
            busy: false,
            geo: 'idle',
            step: 'nearby',
            city: action.city,
            nearby: action.nearby,
          };
    case 'use-nearby':
      return state.nearby ? { ...state, step: 'pincode', city: state.nearby, nearby: null } : state;
    case 'geo-start':
      return { ...state, geo: 'locating', error: null };
    case 'geo-failed':
      return { ...state, geo: 'failed', busy: false };
  }
}
