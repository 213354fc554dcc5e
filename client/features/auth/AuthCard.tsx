// The frame of the public screens: a titled card with the form, and the secondary link under it.
import type { ReactNode } from "react";
import { Card, H2 } from "@blueprintjs/core";

export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Card className="auth-card" elevation={2}>
      <H2 className="auth-card__title">{title}</H2>
      {intro ? <div className="auth-card__intro">{intro}</div> : null}
      {children}
    </Card>
  );
}
