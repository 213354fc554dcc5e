// GraphQL of the dashboard (the query `dashboard`) and of the counts on the procurement card's tabs
// (ProcurementSupplier.attentionCounts): a supplier's from the rules of attention.ts, a customer's from the approvals
// inbox's statement (one per request, for every place of the card).
import { encodeGlobalID } from "@pothos/plugin-relay";
import { builder } from "../../graphql/builder";
import { perRequest } from "../../graphql/per-request";
import { trafficLightOfState } from "../documents/compliance";
import { ComplianceStateEnum, TrafficLightEnum } from "../documents/documents-types.graphql";
import { lightsOf } from "../documents/documents.graphql";
import { ComplianceReasonItemEnum } from "../compliance/compliance.graphql";
import { CARD_TABS, noTabCounts, supplierTabCounts, type TabCounts } from "./attention";
import { pageOf, placeKey, type CustomerDashboard, type Dashboard, type DashboardItem, type ProcurementLight, type WaitingPlace } from "./dashboard.service";

const CardTabEnum = builder.enumType("ProcurementCardTab", {
  description: "Scheda della scheda appalto in cui si trova (e si sistema) un elemento",
  values: {
    DOCUMENTS: { description: "Documentazione richiesta" },
    WORKERS: { description: "Lavoratori (idoneità, partecipazione)" },
    VEHICLES: { description: "Mezzi" },
    MACHINERY: { description: "Macchine e attrezzature" },
    SUBSTANCES: { description: "Sostanze chimiche" },
  } as const,
});

const TabCountsRef = builder.objectRef<TabCounts>("ProcurementTabCounts").implement({
  description: "Quanti elementi di ciascuna scheda richiedono chi guarda",
  fields: (t) => ({
    documents: t.exposeInt("DOCUMENTS", { description: "Nella scheda dei documenti richiesti" }),
    workers: t.exposeInt("WORKERS", { description: "Nella scheda dei lavoratori" }),
    vehicles: t.exposeInt("VEHICLES", { description: "Nella scheda dei mezzi" }),
    machinery: t.exposeInt("MACHINERY", { description: "Nella scheda di macchinari e attrezzature" }),
    substances: t.exposeInt("SUBSTANCES", { description: "Nella scheda delle sostanze chimiche" }),
    total: t.int({ description: "In tutte le schede insieme", resolve: (counts) => CARD_TABS.reduce((sum, tab) => sum + counts[tab], 0) }),
  }),
});

const customerTabCountsOf = perRequest((context) => context.services.dashboard.customerTabCounts(context.viewer));

builder.prismaObjectField("ProcurementSupplier", "attentionCounts", (t) =>
  t.field({
    type: TabCountsRef,
    description:
      "Per scheda, gli elementi che richiedono chi guarda: al fornitore quelli mancanti, respinti, scaduti o in scadenza; al committente quelli in attesa di una sua decisione. Dalla stessa istruzione dei semafori",
    select: { procurementId: true, supplierId: true },
    resolve: async (link, _args, context) => {
      const kind = context.viewer?.kind;
      if (kind === "CUSTOMER") return (await customerTabCountsOf(context)).get(placeKey(link.procurementId, link.supplierId)) ?? noTabCounts();
      if (kind !== "SUPPLIER") return noTabCounts();
      return supplierTabCounts(await lightsOf(context).rowsOfPlace(link.procurementId, link.supplierId));
    },
  }),
);

const DashboardItemRef = builder.objectRef<DashboardItem>("DashboardItem").implement({
  description: "Un elemento di un appalto che richiede chi guarda, con la scheda dove sistemarlo",
  fields: (t) => ({
    procurementId: t.id({ resolve: (item) => encodeGlobalID("Procurement", item.procurementId) }),
    procurementLabel: t.exposeString("procurementLabel"),
    supplierId: t.id({ resolve: (item) => encodeGlobalID("Supplier", item.supplierId) }),
    supplierName: t.exposeString("supplierName"),
    item: t.field({ type: ComplianceReasonItemEnum, resolve: (item) => item.item }),
    tab: t.field({ type: CardTabEnum, resolve: (item) => item.tab }),
    label: t.exposeString("label"),
    state: t.field({ type: ComplianceStateEnum, resolve: (item) => item.state }),
    trafficLight: t.field({ type: TrafficLightEnum, resolve: (item) => trafficLightOfState(item.state) }),
    expiresOn: t.field({ type: "Date", nullable: true, resolve: (item) => item.expiresOn }),
    details: t.exposeStringList("details"),
    supplierWorkerId: t.id({
      nullable: true,
      description: "Per un'idoneità: il lavoratore del fornitore, la cui scheda la contiene",
      resolve: (item) => (item.supplierWorkerId === null ? null : encodeGlobalID("SupplierWorker", item.supplierWorkerId)),
    }),
  }),
});

const ProcurementLightRef = builder.objectRef<ProcurementLight>("DashboardProcurementLight").implement({
  fields: (t) => ({
    procurementId: t.id({ resolve: (row) => encodeGlobalID("Procurement", row.procurementId) }),
    label: t.exposeString("label"),
    trafficLight: t.field({ type: TrafficLightEnum, resolve: (row) => row.light }),
  }),
});

const WaitingPlaceRef = builder.objectRef<WaitingPlace>("DashboardWaitingPlace").implement({
  description: "Un fornitore in un appalto con gli elementi in attesa di decisione, per scheda",
  fields: (t) => ({
    procurementId: t.id({ resolve: (row) => encodeGlobalID("Procurement", row.procurementId) }),
    procurementLabel: t.exposeString("procurementLabel"),
    supplierId: t.id({ resolve: (row) => encodeGlobalID("Supplier", row.supplierId) }),
    supplierName: t.exposeString("supplierName"),
    counts: t.field({ type: TabCountsRef, resolve: (row) => row.counts }),
  }),
});

const LightCountsRef = builder.objectRef<Record<"GREEN" | "YELLOW" | "RED", number>>("DashboardLightCounts").implement({
  fields: (t) => ({ green: t.exposeInt("GREEN"), yellow: t.exposeInt("YELLOW"), red: t.exposeInt("RED") }),
});

const customerPart = <T,>(dashboard: Dashboard, read: (customer: CustomerDashboard) => T): T | null => (dashboard.kind === "CUSTOMER" ? read(dashboard) : null);

const DashboardRef = builder.objectRef<Dashboard>("Dashboard").implement({
  description: "Ciò che richiede l'impresa di chi guarda nei suoi appalti in corso",
  fields: (t) => {
    const page = { first: t.arg.int(), offset: t.arg.int() };
    const paged = <T,>(list: (dashboard: Dashboard) => readonly T[] | null) => (dashboard: Dashboard, args: { first?: number | null; offset?: number | null }) => {
      const all = list(dashboard);
      return all === null ? null : pageOf(all, { first: args.first ?? undefined, offset: args.offset ?? undefined });
    };
    return {
      items: t.field({
        type: [DashboardItemRef],
        nullable: true,
        description: "Per un fornitore: ciò che deve sistemare (mancante, respinto, scaduto, in scadenza), il più grave prima",
        args: page,
        resolve: paged((dashboard) => (dashboard.kind === "SUPPLIER" ? dashboard.items : null)),
      }),
      itemCount: t.int({ nullable: true, resolve: (dashboard) => (dashboard.kind === "SUPPLIER" ? dashboard.items.length : null) }),
      lightCounts: t.field({
        type: LightCountsRef,
        nullable: true,
        description: "Per un committente: quanti appalti in corso per semaforo",
        resolve: (dashboard) =>
          customerPart(dashboard, ({ procurements }) => {
            const counts = { GREEN: 0, YELLOW: 0, RED: 0 };
            for (const row of procurements) counts[row.light] += 1;
            return counts;
          }),
      }),
      procurements: t.field({
        type: [ProcurementLightRef],
        nullable: true,
        description: "Per un committente: gli appalti in corso, il rosso prima",
        args: page,
        resolve: paged((dashboard) => customerPart(dashboard, (customer) => customer.procurements)),
      }),
      waiting: t.field({
        type: [WaitingPlaceRef],
        nullable: true,
        description: "Per un committente: i fornitori con elementi in attesa di decisione, per appalto",
        args: page,
        resolve: paged((dashboard) => customerPart(dashboard, (customer) => customer.waiting)),
      }),
      waitingCount: t.int({ nullable: true, resolve: (dashboard) => customerPart(dashboard, (customer) => customer.waiting.length) }),
      waitingTotals: t.field({
        type: TabCountsRef,
        nullable: true,
        description: "Per un committente: gli elementi in attesa di decisione, per scheda, in tutti gli appalti in corso",
        resolve: (dashboard) =>
          customerPart(dashboard, (customer) => {
            const totals = noTabCounts();
            for (const place of customer.waiting) for (const tab of CARD_TABS) totals[tab] += place.counts[tab];
            return totals;
          }),
      }),
      expiring: t.field({
        type: [DashboardItemRef],
        nullable: true,
        description: "Per un committente: ciò che scade entro 30 giorni, il più vicino prima",
        args: page,
        resolve: paged((dashboard) => customerPart(dashboard, (customer) => customer.expiring)),
      }),
      expiringCount: t.int({ nullable: true, resolve: (dashboard) => customerPart(dashboard, (customer) => customer.expiring.length) }),
    };
  },
});

builder.queryField("dashboard", (t) =>
  t.field({
    type: DashboardRef,
    description: "La dashboard dell'utente di un fornitore o di un committente",
    resolve: (_root, _args, context) => context.services.dashboard.dashboard(context.viewer),
  }),
);
