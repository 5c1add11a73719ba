export { ordersModule } from './orders.module.ts'
