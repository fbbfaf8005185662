import type { Metadata } from "next";
import { adminSystem } from "@content/admin-system";
import { DataTable } from "@/admin/data-table";
import { Section } from "@/admin/section";
import { StatusBadge } from "@/admin/status-badge";
import { lagosTime } from "@/lib/lagos-clock";
import { database } from "@/server/db";
import { readSystem } from "@/server/observability/system";
import { requireStaff } from "@/server/staff/session";

export const metadata: Metadata = { title: adminSystem.title };

const words = adminSystem;

/** /admin/system (administrators): the instances, the outbox, the jobs, the backups and the unsafe settings. */
export default async function SystemPage() {
  await requireStaff("admin");
  const system = await readSystem((await database()).db);
  const { outbox } = system;
  return (
    <div className="grid gap-8">
      <h1 className="font-display text-3xl text-forest">{words.heading}</h1>
      <p>{words.intro}</p>

      <Section id="instances" heading={words.instances.heading}>
        <DataTable
          id="instances"
          caption={words.instances.caption}
          rows={system.instances}
          rowKey={(row) => row.instance}
          empty={<p>{words.instances.empty}</p>}
          columns={[
            { label: words.instances.columns.instance, rowHeader: true, cell: (row) => row.instance },
            { label: words.instances.columns.build, className: "font-mono", cell: (row) => row.buildId },
            { label: words.instances.columns.started, cell: (row) => lagosTime(row.startedAt) },
            { label: words.instances.columns.seen, cell: (row) => words.instances.secondsAgo(row.secondsSinceSeen) },
            {
              label: words.instances.columns.state,
              cell: (row) => (
                <StatusBadge tone={row.up ? "active" : "warning"}>{row.up ? words.instances.up : words.instances.silent}</StatusBadge>
              ),
            },
          ]}
        />
      </Section>

      <Section id="outbox" heading={words.outbox.heading}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
          <dt>{words.outbox.pending}</dt>
          <dd data-testid="outbox-pending">{outbox.pending}</dd>
          <dt>{words.outbox.oldest}</dt>
          <dd>{outbox.oldestPendingSeconds === null ? words.outbox.none : words.outbox.age(outbox.oldestPendingSeconds)}</dd>
          <dt>{words.outbox.failed}</dt>
          <dd data-testid="outbox-failed">{outbox.failed}</dd>
        </dl>
        <DataTable
          id="outbox-failures"
          caption={words.outbox.failuresCaption}
          rows={outbox.failures}
          rowKey={(row) => row.id}
          columns={[
            { label: words.outbox.columns.id, rowHeader: true, cell: (row) => `#${row.id}` },
            { label: words.outbox.columns.attempts, cell: (row) => row.attempts },
            { label: words.outbox.columns.answer, cell: (row) => row.answer },
          ]}
        />
      </Section>

      <Section id="jobs" heading={words.jobs.heading}>
        <DataTable
          id="jobs"
          caption={words.jobs.caption}
          hideCaption
          rows={system.jobs}
          rowKey={(row) => row.name}
          rowData={(row) => ({ "data-job": row.name })}
          columns={[
            { label: words.jobs.columns.job, rowHeader: true, className: "font-mono", cell: (row) => row.name },
            { label: words.jobs.columns.lastRun, cell: (row) => (row.lastRunAt ? lagosTime(row.lastRunAt) : words.jobs.never) },
            {
              label: words.jobs.columns.result,
              cell: (row) =>
                row.lastResult && (
                  <StatusBadge tone={row.lastResult === "failed" ? "warning" : "neutral"}>{words.jobs.results[row.lastResult]}</StatusBadge>
                ),
            },
            { label: words.jobs.columns.lastSuccess, cell: (row) => (row.lastSuccessAt ? lagosTime(row.lastSuccessAt) : "") },
            { label: words.jobs.columns.error, cell: (row) => row.lastError ?? "" },
          ]}
        />
      </Section>

      <Section id="backups" heading={words.backups.heading}>
        <p>
          {system.newestBackup === undefined
            ? words.backups.notRecorded
            : system.newestBackup === null
              ? words.backups.none
              : words.backups.newest(lagosTime(system.newestBackup.at), words.outbox.age(system.newestBackup.ageSeconds))}
        </p>
      </Section>

      <Section id="settings" heading={words.settings.heading}>
        {system.unsafe.length === 0 ? (
          <p>{words.settings.fine}</p>
        ) : (
          <ul className="list-disc pl-6" data-testid="unsafe-settings">
            {system.unsafe.map((key) => (
              <li key={key}>{words.settings.unsafe[key]}</li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
