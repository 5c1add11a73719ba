export { buyProduct } from './buy.service.ts'
export { productNames, saveTexts } from './product-texts.service.ts'
export { productsModule } from './products.module.ts'
export { createProduct, listProductsForConsole, setProductStatus } from './products.ops.service.ts'
