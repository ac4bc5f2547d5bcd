import type { FastifyPluginAsync } from 'fastify';
import { devOutboxRoutes, loginRoutes, profileRoutes, staffRoutes } from './identity';
import { catalogRoutes } from './catalog/catalog.routes';
import { inventoryConsumerRoutes } from './inventory';
import { searchRoutes } from './search';
import { carDetailRoutes, carImageRoutes } from './car-detail';
import { shortlistRoutes } from './shortlist';
import { locationRoutes } from './location';
import { challanRoutes, vehicleNumberRoutes } from './challans';
import { commerceRoutes, sandboxGatewayRoutes } from './commerce';
import { loanRoutes, loanVehicleRoutes } from './loans';
import { leadQueueRoutes, leadRoutes } from './leads';
import { dealLeadRoutes, sellRoutes, sellVehicleRoutes } from './sell';
import { consumerServicesRoutes, vehicleServicesRoutes } from './services';
import { newCarRoutes } from './new-cars/new-cars.routes';
import { articleRoutes } from './articles';
import { reviewRoutes } from './reviews';
import { experimentAdminRoutes, experimentRoutes } from './experiments';
import { partnerRoutes, sandboxMusicPartnerRoutes } from './partners';
import { rewardRoutes } from './rewards';
import { garageRoutes } from './garage';

/**
 * Every API module, mounted under its service prefix (/api/consumer, /api/vehicle, /api/login,
 * /api/rewards, /api/lead) with the spec's path shape kept below it. Add one line per module.
 */
export interface ApiModule {
  prefix: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  plugin: FastifyPluginAsync<any>;
}

export const apiModules: ApiModule[] = [
  { prefix: '/api/login', plugin: loginRoutes },
  { prefix: '/api/consumer', plugin: profileRoutes },
  { prefix: '/api/dev', plugin: devOutboxRoutes },
  { prefix: '/api/vehicle', plugin: catalogRoutes },
  { prefix: '/api/consumer', plugin: searchRoutes },
  { prefix: '/api/consumer', plugin: carDetailRoutes },
  { prefix: '/api/consumer', plugin: shortlistRoutes },
  { prefix: '/api/consumer', plugin: locationRoutes },
  { prefix: '/api/consumer', plugin: inventoryConsumerRoutes },
  { prefix: '/api/vehicle', plugin: carImageRoutes },
  { prefix: '/api/consumer', plugin: commerceRoutes },
  { prefix: '/api/consumer', plugin: challanRoutes },
  { prefix: '/api/consumer', plugin: loanRoutes },
  { prefix: '/api/vehicle', plugin: loanVehicleRoutes },
  { prefix: '/api/vehicle', plugin: vehicleNumberRoutes },
  { prefix: '/api/sandbox-gateway', plugin: sandboxGatewayRoutes },
  { prefix: '/api/lead', plugin: leadRoutes },
  { prefix: '/api/lead', plugin: leadQueueRoutes },
  { prefix: '/api/consumer', plugin: sellRoutes },
  { prefix: '/api/vehicle', plugin: sellVehicleRoutes },
  { prefix: '/api/lead', plugin: dealLeadRoutes },
  { prefix: '/api/consumer', plugin: staffRoutes },
  { prefix: '/api/vehicle', plugin: vehicleServicesRoutes },
  { prefix: '/api/consumer', plugin: consumerServicesRoutes },
  { prefix: '/api/vehicle', plugin: newCarRoutes },
  { prefix: '/api/vehicle', plugin: articleRoutes },
  { prefix: '/api/vehicle', plugin: reviewRoutes },
  { prefix: '/api/vehicle', plugin: experimentRoutes },
  { prefix: '/api/consumer', plugin: experimentAdminRoutes },
  { prefix: '/api/consumer', plugin: partnerRoutes },
  { prefix: '/api/sandbox-partner', plugin: sandboxMusicPartnerRoutes },
  { prefix: '/api/rewards', plugin: rewardRoutes },
  { prefix: '/api/consumer', plugin: garageRoutes },
];
