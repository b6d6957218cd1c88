/** The platform's mall reads (adminMallApi): orders by status, goods, categories, banners. */
import { callKey, type DescriptorOutput } from '@siam/api-client'
import { adminMallApi } from '@siam/contracts/descriptors'
import { queryOptions } from '@tanstack/react-query'
import { call } from '../../shared/api/client'

export type AdminMallOrder = DescriptorOutput<typeof adminMallApi.orderList>['records'][number]
export type AdminMallGoods = DescriptorOutput<typeof adminMallApi.goodsList>['records'][number]
export type MallOrderStatus = AdminMallOrder['status']

export const mallAdminQueries = {
  orders: (status: MallOrderStatus | 'all') =>
    queryOptions({
      queryKey: callKey(adminMallApi.orderList, status),
      queryFn: () =>
        call(adminMallApi.orderList, { pageNo: 1, pageSize: 100, ...(status === 'all' ? {} : { status }) }),
    }),
  goods: () =>
    queryOptions({
      queryKey: callKey(adminMallApi.goodsList),
      queryFn: () => call(adminMallApi.goodsList, { pageNo: -1, pageSize: 100 }),
    }),
  categories: () =>
    queryOptions({
      queryKey: callKey(adminMallApi.categoryList),
      queryFn: () => call(adminMallApi.categoryList, {}),
    }),
  banners: () =>
    queryOptions({
      queryKey: callKey(adminMallApi.bannerList),
      queryFn: () => call(adminMallApi.bannerList, {}),
    }),
}
