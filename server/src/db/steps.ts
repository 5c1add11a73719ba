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
): Step<Name, Columns> {
  return {
    name,
    columns: Object.fromEntries(columns.map((c) => [c, true])) as { [C in Columns]: true },
    body,
    inputs,
    table: sql.table(name),
    col: (column, alias) => sql.ref(`${alias ?? name}.${column}`),
  }
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
    ordered.map((s) => sql`${sql.table(s.name)} as (${s.body})`),
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
