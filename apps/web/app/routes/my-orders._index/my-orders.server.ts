import {
  OrderStatusSchema,
  ProductTypeSchema,
  type OrderStatus,
  type ProductType,
} from '@carsetu/contracts';
import type { AppLoadContext } from 'react-router';
import { loadFrameUser } from '../../components/auth/index.server';
import { typedApi, unwrap } from '../../lib/typed-api.server';

export interface OrderFilters {
  status: OrderStatus | '';
  productType: ProductType | '';
  page: number;
}

/** Filters live in the URL (?status=PAID&productType=challan&page=2): shareable, back-button safe. */
export function filtersFrom(url: URL): OrderFilters {
  const status = OrderStatusSchema.safeParse(url.searchParams.get('status'));
  const productType = ProductTypeSchema.safeParse(url.searchParams.get('productType'));
  const page = Number(url.searchParams.get('page') ?? '1');
  return {
    status: status.success ? status.data : '',
    productType: productType.success ? productType.data : '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export async function loadMyOrders(context: AppLoadContext, url: URL) {
  const user = await loadFrameUser(context);
  const filters = filtersFrom(url);
  if (!user) return { loggedIn: false as const, filters, list: null };
  const list = await unwrap(
    typedApi(context).POST('/api/consumer/api/v1/order/search/order-list', {
      body: {
        filterCriteria: {
          ...(filters.status ? { status: [filters.status] } : {}),
          ...(filters.productType ? { productType: [filters.productType] } : {}),
        },
        page: filters.page,
      },
    }),
  );
  return { loggedIn: true as const, filters, list };
}
