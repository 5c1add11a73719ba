import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely'

/**
 * Both drivers hand integers over as BigInt (node:sqlite with `readBigInts`, pg's int8 parser),
 * so no value is ever silently rounded. This plugin narrows them to JS numbers, and refuses loudly
 * any value beyond 2^53 - 1 instead of losing precision. Amounts are bounded far below that
 * (`MAX_AMOUNT_MINOR`), so every figure stays exact.
 */
export class IntegerResultPlugin implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    for (const row of args.result.rows) {
      for (const key in row) {
        const value = row[key]
        if (typeof value === 'bigint') row[key] = narrow(value)
      }
    }
    return args.result
  }
}

function narrow(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError('integer outside the exact range of a JS number')
  }
  return Number(value)
}
