// The rewards feature's public surface: other folders import it only from here (decision 0139).
export { SpinWheel } from './spin-wheel';
