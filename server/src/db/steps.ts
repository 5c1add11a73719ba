import { CompiledQuery, sql, type Kysely, type QueryResult, type RawBuilder } from 'kysely'

/**
 * One step of a data-modifying WITH (PostgreSQL): its name, the columns a later step may read, and
 * the steps it reads itself. A builder takes the steps it reads as typed arguments, so a step that
 * needs a column its input lacks, or an input it was not given, does not compile; `withSteps`
 * writes every step a statement reads, inputs first, so none can be left out of the WITH either.
 */
export interface Step<Name extends string, Columns extends string> {
  readonly name: Name
  /** The columns it yields (a step with more columns stands in where fewer are asked for). */
  readonly columns: { readonly [C in Columns]: true }
  /** Its body, the SQL between the parentheses of `name as (…)`. */
  readonly body: RawBuilder<unknown>
  readonly inputs: readonly AnyStep[]
  /**
   * Written into each step that reads it rather than computed once (`not materialized`): for a row
   * of values, so the planner sees the values themselves where it would see a join.
   */
  readonly inline: boolean
  /** The step as a table, for a later step's `from`. */
  readonly table: RawBuilder<unknown>
  /** One of its columns, qualified by the step's name or by `alias` when it is read under one. */
  readonly col: (column: Columns, alias?: string) => RawBuilder<unknown>
}

/** Any step, whatever its columns (a step with columns stands in where none are asked for). */
export type AnyStep = Step<string, never>

/** The columns of a step, for a builder that asks its input for them. */
export type ColumnsOf<S> = S extends Step<string, infer C> ? C : never

/**
 * A step named `name` yielding `columns`, whose `body` is written from `inputs` (the steps it
 * reads, each of which `withSteps` then writes before it).
 */
export function step<Name extends string, const Columns extends string>(
  name: Name,
  columns: readonly Columns[],
  inputs: readonly AnyStep[],
  body: RawBuilder<unknown>,
  inline = false,
): Step<Name, Columns> {
  return {
    name,
    columns: Object.fromEntries(columns.map((c) => [c, true])) as { [C in Columns]: true },
    body,
    inputs,
    inline,
    table: sql.table(name),
    col: (column, alias) => sql.ref(`${alias ?? name}.${column}`),
  }
}

/**
 * A batch's lock step: the rows of `table` whose ids are in `source`'s `column`, locked in the
 * order of their ids, as every batch locks them, so two batches (of two processes, or of two
 * moves) never wait on each other in a circle. A batch of one needs none: its update locks its
 * one row.
 */
export function lockStep<Name extends string, C extends string>(
  name: Name,
  table: string,
  source: Step<string, C>,
  column: C,
): Step<Name, 'id'> {
  return step(
    name,
    ['id'],
    [source],
    sql`select t.id from ${sql.table(table)} t where t.id in (select ${sql.ref(column)} from ${source.table})
      order by t.id for no key update`,
  )
}

/**
 * `with a as (…), b as (…)` for the steps given and every step they read, each once, each after
 * the steps it reads.
 */
export function withSteps(...steps: AnyStep[]): RawBuilder<unknown> {
  const ordered: AnyStep[] = []
  const visit = (s: AnyStep) => {
    if (ordered.includes(s)) return
    s.inputs.forEach(visit)
    if (ordered.some((o) => o.name === s.name)) throw new Error(`two steps named ${s.name}`)
    ordered.push(s)
  }
  steps.forEach(visit)
  return sql`with ${sql.join(
    ordered.map((s) => sql`${sql.table(s.name)} as ${s.inline ? sql`not materialized ` : sql``}(${s.body})`),
    sql`, `,
  )}`
}

/** Where a value given at each run goes in a statement built once. */
class Slot {
  constructor(readonly index: number) {}
}

/**
 * A statement built and compiled once per process, run with new values each time: `build` writes
 * it from `arity` placeholders (`values[i]` stands for the i-th value of each run). A statement of
 * many steps costs more to build than to run; its text never changes, only its values, so it is
 * built on its first run and only bound after (and, marked `prepared`, planned once per connection).
 */
export function builtOnce<R>(arity: number, build: (values: RawBuilder<unknown>[]) => RawBuilder<unknown>) {
  let compiled: CompiledQuery | undefined
  return (db: Kysely<never>, values: readonly unknown[]): Promise<QueryResult<R>> => {
    if (values.length !== arity) throw new Error(`a statement of ${arity} values was given ${values.length}`)
    compiled ??= build(Array.from({ length: arity }, (_, i) => sql.val(new Slot(i)))).compile(db)
    const parameters = compiled.parameters.map((p) => (p instanceof Slot ? values[p.index] : p))
    return db.executeQuery<R>(CompiledQuery.raw(compiled.sql, parameters))
  }
}

/** The SQL type of one column of requests: each value is given as one of these, or an array of them. */
export type RequestType = 'bigint' | 'text'

/**
 * The requests a statement takes, a row each, numbered in `ord` (their order): `values[i]` holds
 * column i. For many (`one` false) each value is an array, a request per index, read with
 * `unnest`; for a batch of one each value is the request's own, read as one row. The steps after
 * it are the same either way; what differs is what the planner knows: a row of values is one row,
 * so the steps after it find their rows by index, where `unnest` of arrays it cannot see is guessed
 * at a hundred rows (a receipt's plan updated the holding by scanning every holding; bench/LOG.md,
 * 2026-11-28 evening). The row of one is written into each step that reads it (`inline`): there the
 * planner sees `user_id = $1` where it would see a join with the row, as in a statement written for
 * one by hand (decision 0087).
 */
export function requestsStep<Name extends string, const Columns extends string>(
  name: Name,
  columns: readonly (readonly [Columns, RequestType])[],
  values: readonly RawBuilder<unknown>[],
  one: boolean,
): Step<Name, Columns | 'ord'> {
  const names = [...columns.map(([column]) => column), 'ord' as const]
  const body = one
    ? sql`select ${sql.join(
        columns.map(([column, type], i) => sql`cast(${values[i]} as ${sql.raw(type)}) as ${sql.id(column)}`),
      )}, cast(1 as bigint) as ord`
    : sql`select * from unnest(${sql.join(
        columns.map(([, type], i) => sql`cast(${values[i]} as ${sql.raw(type)}[])`),
      )}) with ordinality as ${sql.id(name)} (${sql.join(names.map((column) => sql.id(column)))})`
  return step(name, names, [], body, one)
}

/**
 * `builtOnce` twice over: the statement for a batch of one (its requests as single values, see
 * `requestsStep`) and the one for many (arrays), each built once and prepared under its own name.
 * `requests` is how many of the values are the requests' columns (an array each when many, the
 * single request's values when one); values after them are passed as given.
 */
export function builtOnceForOneAndMany<R>(
  arity: number,
  requests: number,
  build: (values: RawBuilder<unknown>[], one: boolean) => RawBuilder<unknown>,
) {
  const one = builtOnce<R>(arity, (values) => build(values, true))
  const many = builtOnce<R>(arity, (values) => build(values, false))
  return (db: Kysely<never>, count: number, values: readonly unknown[]): Promise<QueryResult<R>> =>
    count === 1
      ? one(
          db,
          values.map((v, i) => (i < requests ? (v as readonly unknown[])[0] : v)),
        )
      : many(db, values)
}
