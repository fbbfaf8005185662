/** The words of /admin/system (issue 49): the servers, the outbox, the jobs, the backups, the settings. */
export const adminSystem = {
  nav: "System",
  title: "System",
  heading: "System",
  intro: "What the servers are doing, in counts and times (Lagos time). Nothing here shows a message, a submission or a case.",
  instances: {
    heading: "Instances",
    caption: "Instances seen in the last hour",
    empty: "No instance has reported in the last hour.",
    columns: { instance: "Instance", build: "Build", started: "Started", seen: "Last seen", state: "State" },
    up: "Up",
    silent: "Not reporting",
    secondsAgo: (seconds: number) => (seconds < 120 ? `${seconds} s ago` : `${Math.round(seconds / 60)} min ago`),
  },
  outbox: {
    heading: "Outbox",
    pending: "Waiting to be sent",
    oldest: "Oldest waiting",
    none: "none",
    failed: "Refused for good",
    age: (seconds: number) =>
      seconds < 120 ? `${seconds} s` : seconds < 7200 ? `${Math.round(seconds / 60)} min` : `${Math.round(seconds / 3600)} h`,
    failuresCaption: "Messages the mail server refused for good, with its answer (npm run outbox -- --retry-failed sends them again)",
    columns: { id: "Message", attempts: "Attempts", answer: "The mail server's answer" },
  },
  jobs: {
    heading: "Scheduled jobs",
    caption: "Each job's last round",
    columns: { job: "Job", lastRun: "Last round", result: "Result", lastSuccess: "Last success", error: "Last failure" },
    never: "Not run yet",
    results: { done: "Did work", idle: "Nothing to do", failed: "Failed" },
  },
  backups: {
    heading: "Backups",
    notRecorded: "Not recorded: set BACKUP_DIR to the folder the backups are written to (docs/deploy.md).",
    none: "No backup file in BACKUP_DIR.",
    newest: (when: string, age: string) => `Newest backup: ${when} (${age} ago).`,
  },
  settings: {
    heading: "Unsafe settings",
    fine: "None: mail is sent, the site's address is https and the whistleblowing recovery key is set.",
    unsafe: {
      "no-smtp": "SMTP_URL is not set: e-mails are written to files and reach nobody.",
      "http-site-url": "SITE_URL is not https: links in e-mails look unsafe and one-click unsubscribe is refused.",
      "no-recovery-key":
        "No whistleblowing recovery key: a report is readable with its receipt only until an officer's key exists (npm run ethics).",
    },
  },
} as const;
