export { operatorsModule } from './operators.module.ts'
export { presentOperator } from './operators.presenter.ts'
export {
  countOperators,
  findOperatorById,
  findOperatorByUsername,
  type OperatorRow,
} from './operators.repo.ts'
export { createOperator, ensureFirstOperator, operatorNames } from './operators.service.ts'
