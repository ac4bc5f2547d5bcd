export { partnerRoutes } from './partners.routes';
export { sandboxMusicPartnerRoutes } from '../../providers/partners/sandbox-music-partner.routes';
