import type { ReactNode } from 'react'
import { Card, type TableColumnsType } from 'antd'
import { DataTable } from './DataTable.tsx'
import { PageHeading } from './PageHeading.tsx'
import { formatCount } from './format.ts'
import { currentLocale, type TFunction } from './i18n.ts'

/** How much of a code is used, in words and the language's numbers: "1 of 100,000" (not "1 / 100000"). */
export const usesOf = (t: TFunction, row: { uses: number; maxUses: number }): string =>
  t('common.usesOf', {
    uses: formatCount(row.uses, currentLocale()),
    max: formatCount(row.maxUses, currentLocale()),
  })

export interface CodeBatchPageProps<T extends { code: string }> {
  title: string
  /** The card over the form that issues a new batch, for the roles that may issue one. */
  batchTitle: string
  batchForm: ReactNode
  /** The signed-in operator may issue a batch (`useMayCall` of the endpoint the form calls). */
  mayIssue: boolean
  columns: TableColumnsType<T>
  codes: { data: T[] | undefined; isPending: boolean }
}

/** A page of codes operators hand out (invitation, redemption): a batch form for those who may issue, then the list. */
export function CodeBatchPage<T extends { code: string }>(props: CodeBatchPageProps<T>) {
  return (
    <>
      <PageHeading title={props.title} />
      {props.mayIssue && (
        <Card title={props.batchTitle} style={{ marginBottom: 16 }}>
          {props.batchForm}
        </Card>
      )}
      <DataTable<T>
        label={props.title}
        rowKey="code"
        columns={props.columns}
        dataSource={props.codes.data}
        loading={props.codes.isPending}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      />
    </>
  )
}
