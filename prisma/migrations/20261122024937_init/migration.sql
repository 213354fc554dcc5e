-- CreateEnum
CREATE TYPE "UserKind" AS ENUM ('SUPPLIER', 'WORKER', 'CUSTOMER');

-- CreateEnum
CREATE TYPE "HazardStatementGroup" AS ENUM ('physical', 'health', 'environmental', 'supplemental');

-- CreateEnum
CREATE TYPE "Suitability" AS ENUM ('ID', 'IL', 'IP', 'IPL', 'IDP', 'NI', 'INT', 'INP', 'RVS', 'PR');

-- CreateEnum
CREATE TYPE "BusinessImpact" AS ENUM ('A', 'B');

-- CreateEnum
CREATE TYPE "Sex" AS ENUM ('M', 'F');

-- CreateEnum
CREATE TYPE "VisitType" AS ENUM ('PV', 'VP', 'RL', 'RM');

-- CreateEnum
CREATE TYPE "ApprovalState" AS ENUM ('PENDING', 'APPROVED', 'REJECTED');

-- CreateEnum
CREATE TYPE "ElementKind" AS ENUM ('EQUIPMENT', 'MACHINERY', 'TOOL');

-- CreateEnum
CREATE TYPE "Belonging" AS ENUM ('OWNED', 'RENTED');

-- CreateEnum
CREATE TYPE "ApprovalMode" AS ENUM ('ALL_DOCUMENTS_AT_ONCE', 'SINGLE_DOCUMENT');

-- CreateTable
CREATE TABLE "users" (
    "id" SERIAL NOT NULL,
    "kind" "UserKind" NOT NULL,
    "email" TEXT NOT NULL,
    "password_hash" TEXT NOT NULL,
    "user_level" INTEGER NOT NULL DEFAULT 1,
    "token_version" INTEGER NOT NULL DEFAULT 0,
    "first_name" TEXT,
    "last_name" TEXT,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "customer_supplier_id" INTEGER,
    "customer_id" INTEGER,
    "worker_id" INTEGER,
    "last_login_at" TIMESTAMP(3),
    "password_changed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "password_reset_tokens" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "used_at" TIMESTAMP(3),
    "requested_ip" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "password_reset_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "api_clients" (
    "id" SERIAL NOT NULL,
    "customer_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_used_at" TIMESTAMP(3),
    "revoked_at" TIMESTAMP(3),

    CONSTRAINT "api_clients_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audit_records" (
    "id" SERIAL NOT NULL,
    "occurred_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actor_user_id" INTEGER,
    "actor_label" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "entity_type" TEXT NOT NULL,
    "entity_id" TEXT,
    "before" JSONB,
    "after" JSONB,
    "ip" TEXT,

    CONSTRAINT "audit_records_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "media" (
    "id" SERIAL NOT NULL,
    "directory" TEXT NOT NULL,
    "filename" TEXT NOT NULL,
    "extension" TEXT NOT NULL,
    "original_name" TEXT NOT NULL,
    "mime_type" TEXT NOT NULL,
    "size_bytes" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by_id" INTEGER,

    CONSTRAINT "media_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tcomnos" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "province" TEXT NOT NULL,
    "codice_istat" TEXT,
    "codice_catastale" TEXT NOT NULL,
    "cessato" BOOLEAN NOT NULL DEFAULT false,
    "valid_from" DATE,
    "valid_to" DATE,

    CONSTRAINT "tcomnos_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "hphrases" (
    "id" SERIAL NOT NULL,
    "code" TEXT NOT NULL,
    "group" "HazardStatementGroup" NOT NULL,
    "text_it" TEXT NOT NULL,
    "text_en" TEXT NOT NULL,

    CONSTRAINT "hphrases_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "supplier_attachment_categories" (
    "id" SERIAL NOT NULL,
    "code" TEXT NOT NULL,
    "label" TEXT NOT NULL,

    CONSTRAINT "supplier_attachment_categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "worker_attachment_categories" (
    "id" SERIAL NOT NULL,
    "code" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "is_standard" BOOLEAN NOT NULL DEFAULT false,
    "required_by_flag" TEXT,

    CONSTRAINT "worker_attachment_categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "customers" (
    "id" SERIAL NOT NULL,
    "company_name" TEXT NOT NULL,
    "customer_id" INTEGER,
    "vat_number" TEXT,
    "fiscal_code" TEXT,
    "address" TEXT,
    "municipality_id" INTEGER,
    "phone" TEXT,
    "email" TEXT,

    CONSTRAINT "customers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "factories" (
    "factory_id" SERIAL NOT NULL,
    "customer_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "address" TEXT,
    "municipality_id" INTEGER,

    CONSTRAINT "factories_pkey" PRIMARY KEY ("factory_id")
);

-- CreateTable
CREATE TABLE "departments" (
    "department_id" SERIAL NOT NULL,
    "factory_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "departments_pkey" PRIMARY KEY ("department_id")
);

-- CreateTable
CREATE TABLE "jobs" (
    "job_id" SERIAL NOT NULL,
    "factory_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,

    CONSTRAINT "jobs_pkey" PRIMARY KEY ("job_id")
);

-- CreateTable
CREATE TABLE "hazards" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "protective_measures" TEXT,

    CONSTRAINT "hazards_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "job_hazards" (
    "job_id" INTEGER NOT NULL,
    "hazard_id" INTEGER NOT NULL,
    "level" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "job_hazards_pkey" PRIMARY KEY ("job_id","hazard_id")
);

-- CreateTable
CREATE TABLE "workers" (
    "id" SERIAL NOT NULL,
    "customer_id" INTEGER NOT NULL,
    "factory_id" INTEGER,
    "department_id" INTEGER,
    "job_id" INTEGER,
    "first_name" TEXT NOT NULL,
    "last_name" TEXT NOT NULL,
    "fiscal_code" TEXT,
    "sex" "Sex",
    "birth_date" DATE,
    "birthplace_id" INTEGER,
    "number" TEXT,
    "suitability" "Suitability",
    "business_impact" "BusinessImpact",
    "exclude_ss" BOOLEAN NOT NULL DEFAULT false,
    "resigned" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "workers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "examinations" (
    "id" SERIAL NOT NULL,
    "worker_id" INTEGER NOT NULL,
    "doctor_id" INTEGER,
    "examinationdate" DATE NOT NULL,
    "visit_type" "VisitType" NOT NULL,
    "outcome" "Suitability",
    "outcome_bis" BOOLEAN NOT NULL DEFAULT false,
    "prescriptions" TEXT,
    "limitations" TEXT,
    "next_visit_date" DATE,
    "certificate_media_id" INTEGER,
    "ext_pdf_media_id" INTEGER,

    CONSTRAINT "examinations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "training_categories" (
    "id" SERIAL NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "training_categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "training_models" (
    "id" SERIAL NOT NULL,
    "category_id" INTEGER NOT NULL,
    "short_name" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "default_frequency" INTEGER,
    "duration_hours" INTEGER,

    CONSTRAINT "training_models_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "training_protocols" (
    "id" SERIAL NOT NULL,
    "worker_id" INTEGER NOT NULL,
    "model_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "last_date" DATE,
    "frequency" INTEGER,
    "next_date" DATE,
    "enrolled_open_course" BOOLEAN NOT NULL DEFAULT false,
    "certificate_media_id" INTEGER,

    CONSTRAINT "training_protocols_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "doctors" (
    "id" SERIAL NOT NULL,
    "customer_id" INTEGER,
    "first_name" TEXT NOT NULL,
    "last_name" TEXT NOT NULL,
    "email" TEXT,

    CONSTRAINT "doctors_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "calendar_resources" (
    "id" SERIAL NOT NULL,
    "customer_id" INTEGER,
    "name" TEXT NOT NULL,

    CONSTRAINT "calendar_resources_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "calappointments" (
    "id" SERIAL NOT NULL,
    "med_id" INTEGER NOT NULL,
    "worker_id" INTEGER,
    "appointment_date" DATE NOT NULL,
    "appointment_date_end" DATE NOT NULL,
    "appointment_time" TEXT NOT NULL,
    "appointment_time_end" TEXT NOT NULL,
    "recurring" BOOLEAN NOT NULL DEFAULT false,
    "note" TEXT,

    CONSTRAINT "calappointments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "calappointment_resources" (
    "appointment_id" INTEGER NOT NULL,
    "resource_id" INTEGER NOT NULL,

    CONSTRAINT "calappointment_resources_pkey" PRIMARY KEY ("appointment_id","resource_id")
);

-- CreateTable
CREATE TABLE "customer_suppliers" (
    "id" SERIAL NOT NULL,
    "company_name" TEXT NOT NULL,
    "vat_number" TEXT,
    "fiscal_code" TEXT,
    "phone" TEXT,
    "email" TEXT,
    "address" TEXT,
    "location_id" INTEGER,
    "referral_customer_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "customer_suppliers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "customer_supplier_attachments" (
    "id" SERIAL NOT NULL,
    "customer_supplier_id" INTEGER NOT NULL,
    "attachment_type" INTEGER NOT NULL DEFAULT 1,
    "attachment_filename" TEXT NOT NULL,
    "document_date" DATE,
    "document_expiration_date" DATE,
    "media_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "customer_supplier_attachments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "customer_supplier_workers" (
    "id" SERIAL NOT NULL,
    "customer_supplier_id" INTEGER NOT NULL,
    "first_name" TEXT NOT NULL,
    "last_name" TEXT NOT NULL,
    "sex" "Sex" NOT NULL,
    "resigned" BOOLEAN NOT NULL DEFAULT false,
    "fiscal_code" TEXT,
    "location_id" INTEGER,
    "birth_date" DATE,
    "job" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "customer_supplier_workers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "customer_supplier_worker_attachments" (
    "id" SERIAL NOT NULL,
    "customer_supplier_worker_id" INTEGER NOT NULL,
    "category_id" INTEGER NOT NULL,
    "attachment_filename" TEXT NOT NULL,
    "document_date" DATE,
    "document_expiration_date" DATE,
    "media_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "customer_supplier_worker_attachments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "procurements" (
    "id" SERIAL NOT NULL,
    "customer_id" INTEGER NOT NULL,
    "factory_id" INTEGER,
    "label" TEXT NOT NULL,
    "date_start" DATE,
    "date_end" DATE,
    "note" TEXT,
    "worker_mandatory_document_categories" JSONB NOT NULL DEFAULT '[]',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "procurements_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "procurement_customer_suppliers" (
    "id" SERIAL NOT NULL,
    "procurement_id" INTEGER NOT NULL,
    "customer_supplier_id" INTEGER NOT NULL,
    "parent_customer_supplier_id" INTEGER,
    "note" TEXT,
    "worker_mandatory_document_categories" JSONB NOT NULL DEFAULT '[]',

    CONSTRAINT "procurement_customer_suppliers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "procurement_files" (
    "id" SERIAL NOT NULL,
    "procurement_id" INTEGER NOT NULL,
    "media_id" INTEGER NOT NULL,
    "label" TEXT,

    CONSTRAINT "procurement_files_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "procurement_supplier_attachments" (
    "id" SERIAL NOT NULL,
    "procurement_id" INTEGER NOT NULL,
    "customer_supplier_id" INTEGER NOT NULL,
    "category_id" INTEGER NOT NULL,
    "attachment_name" TEXT,
    "document_date" DATE,
    "document_expiration_date" DATE,
    "approved" "ApprovalState" NOT NULL DEFAULT 'PENDING',
    "active" BOOLEAN NOT NULL DEFAULT true,
    "note" TEXT,
    "media_id" INTEGER,
    "default_media_id" INTEGER,
    "reviewed_at" TIMESTAMP(3),
    "reviewed_by_id" INTEGER,
    "uploaded_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "procurement_supplier_attachments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "procurement_customer_supplier_workers" (
    "id" SERIAL NOT NULL,
    "procurement_id" INTEGER NOT NULL,
    "customer_supplier_id" INTEGER NOT NULL,
    "customer_supplier_worker_id" INTEGER NOT NULL,
    "job" TEXT,
    "note" TEXT,
    "approved" "ApprovalState" NOT NULL DEFAULT 'PENDING',
    "chief_worker" BOOLEAN NOT NULL DEFAULT false,
    "ai" BOOLEAN NOT NULL DEFAULT false,
    "ps" BOOLEAN NOT NULL DEFAULT false,
    "ale" BOOLEAN NOT NULL DEFAULT false,
    "aln" BOOLEAN NOT NULL DEFAULT false,
    "ali" BOOLEAN NOT NULL DEFAULT false,
    "alsf" BOOLEAN NOT NULL DEFAULT false,
    "alq" BOOLEAN NOT NULL DEFAULT false,
    "alf" BOOLEAN NOT NULL DEFAULT false,
    "acce" BOOLEAN NOT NULL DEFAULT false,
    "acp" BOOLEAN NOT NULL DEFAULT false,
    "act" BOOLEAN NOT NULL DEFAULT false,
    "ammt" BOOLEAN NOT NULL DEFAULT false,
    "acg" BOOLEAN NOT NULL DEFAULT false,
    "amp" BOOLEAN NOT NULL DEFAULT false,
    "agig" BOOLEAN NOT NULL DEFAULT false,
    "acnd" BOOLEAN NOT NULL DEFAULT false,
    "brb" BOOLEAN NOT NULL DEFAULT false,
    "epc" BOOLEAN NOT NULL DEFAULT false,
    "aba" BOOLEAN NOT NULL DEFAULT false,
    "padr" BOOLEAN NOT NULL DEFAULT false,
    "tpm" BOOLEAN NOT NULL DEFAULT false,
    "mce" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "procurement_customer_supplier_workers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "procurement_supplier_worker_attachments" (
    "id" SERIAL NOT NULL,
    "procurement_worker_id" INTEGER NOT NULL,
    "category_id" INTEGER NOT NULL,
    "attachment_name" TEXT,
    "document_date" DATE,
    "document_expiration_date" DATE,
    "approved" "ApprovalState" NOT NULL DEFAULT 'PENDING',
    "active" BOOLEAN NOT NULL DEFAULT true,
    "note" TEXT,
    "media_id" INTEGER,
    "reviewed_at" TIMESTAMP(3),
    "reviewed_by_id" INTEGER,
    "uploaded_at" TIMESTAMP(3),

    CONSTRAINT "procurement_supplier_worker_attachments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "procurement_elements" (
    "id" SERIAL NOT NULL,
    "procurement_id" INTEGER NOT NULL,
    "customer_supplier_id" INTEGER NOT NULL,
    "type_object" "ElementKind" NOT NULL,
    "type" TEXT NOT NULL,
    "maker_and_model" TEXT NOT NULL,
    "serial_number" TEXT,
    "belonging" "Belonging",
    "approved" "ApprovalState" NOT NULL DEFAULT 'PENDING',
    "note" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "procurement_elements_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "procurement_element_attachments" (
    "id" SERIAL NOT NULL,
    "element_id" INTEGER NOT NULL,
    "media_id" INTEGER NOT NULL,
    "document_name" TEXT,
    "document_date" DATE,
    "document_expiration_date" DATE,
    "approval_mode" "ApprovalMode" NOT NULL DEFAULT 'ALL_DOCUMENTS_AT_ONCE',
    "approved_at" TIMESTAMP(3),
    "rejected_at" TIMESTAMP(3),
    "reviewed_by_id" INTEGER,
    "note" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "procurement_element_attachments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "procurement_element_requirements" (
    "id" SERIAL NOT NULL,
    "procurement_id" INTEGER NOT NULL,
    "kind" "ElementKind" NOT NULL,
    "document_name" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "procurement_element_requirements_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "procurement_substances" (
    "id" SERIAL NOT NULL,
    "procurement_id" INTEGER NOT NULL,
    "customer_supplier_id" INTEGER NOT NULL,
    "label" TEXT NOT NULL,
    "hazardous" BOOLEAN NOT NULL DEFAULT false,
    "sds_date" DATE,
    "sds_media_id" INTEGER,
    "note" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "procurement_substances_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "procurement_substance_hphrases" (
    "substance_id" INTEGER NOT NULL,
    "hphrase_id" INTEGER NOT NULL,

    CONSTRAINT "procurement_substance_hphrases_pkey" PRIMARY KEY ("substance_id","hphrase_id")
);

-- CreateTable
CREATE TABLE "duvris" (
    "id" SERIAL NOT NULL,
    "procurement_id" INTEGER NOT NULL,
    "customer_supplier_id" INTEGER,
    "label" TEXT NOT NULL,
    "status" INTEGER NOT NULL DEFAULT 0,
    "media_id" INTEGER,
    "issued_at" DATE,

    CONSTRAINT "duvris_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE UNIQUE INDEX "users_worker_id_key" ON "users"("worker_id");

-- CreateIndex
CREATE INDEX "users_customer_supplier_id_idx" ON "users"("customer_supplier_id");

-- CreateIndex
CREATE INDEX "users_customer_id_idx" ON "users"("customer_id");

-- CreateIndex
CREATE UNIQUE INDEX "password_reset_tokens_token_hash_key" ON "password_reset_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "api_clients_token_hash_key" ON "api_clients"("token_hash");

-- CreateIndex
CREATE INDEX "audit_records_entity_type_entity_id_idx" ON "audit_records"("entity_type", "entity_id");

-- CreateIndex
CREATE INDEX "audit_records_occurred_at_idx" ON "audit_records"("occurred_at");

-- CreateIndex
CREATE UNIQUE INDEX "media_filename_key" ON "media"("filename");

-- CreateIndex
CREATE INDEX "tcomnos_codice_catastale_idx" ON "tcomnos"("codice_catastale");

-- CreateIndex
CREATE INDEX "tcomnos_name_idx" ON "tcomnos"("name");

-- CreateIndex
CREATE UNIQUE INDEX "hphrases_code_key" ON "hphrases"("code");

-- CreateIndex
CREATE UNIQUE INDEX "supplier_attachment_categories_code_key" ON "supplier_attachment_categories"("code");

-- CreateIndex
CREATE UNIQUE INDEX "worker_attachment_categories_code_key" ON "worker_attachment_categories"("code");

-- CreateIndex
CREATE INDEX "factories_customer_id_idx" ON "factories"("customer_id");

-- CreateIndex
CREATE INDEX "departments_factory_id_idx" ON "departments"("factory_id");

-- CreateIndex
CREATE INDEX "jobs_factory_id_idx" ON "jobs"("factory_id");

-- CreateIndex
CREATE INDEX "workers_customer_id_idx" ON "workers"("customer_id");

-- CreateIndex
CREATE INDEX "examinations_worker_id_examinationdate_idx" ON "examinations"("worker_id", "examinationdate");

-- CreateIndex
CREATE UNIQUE INDEX "training_categories_code_key" ON "training_categories"("code");

-- CreateIndex
CREATE INDEX "training_protocols_worker_id_idx" ON "training_protocols"("worker_id");

-- CreateIndex
CREATE INDEX "calappointments_med_id_appointment_date_idx" ON "calappointments"("med_id", "appointment_date");

-- CreateIndex
CREATE INDEX "customer_supplier_attachments_customer_supplier_id_idx" ON "customer_supplier_attachments"("customer_supplier_id");

-- CreateIndex
CREATE INDEX "customer_supplier_workers_customer_supplier_id_idx" ON "customer_supplier_workers"("customer_supplier_id");

-- CreateIndex
CREATE INDEX "customer_supplier_worker_attachments_customer_supplier_work_idx" ON "customer_supplier_worker_attachments"("customer_supplier_worker_id");

-- CreateIndex
CREATE INDEX "procurements_customer_id_idx" ON "procurements"("customer_id");

-- CreateIndex
CREATE INDEX "procurement_customer_suppliers_customer_supplier_id_idx" ON "procurement_customer_suppliers"("customer_supplier_id");

-- CreateIndex
CREATE UNIQUE INDEX "procurement_customer_suppliers_procurement_id_customer_supp_key" ON "procurement_customer_suppliers"("procurement_id", "customer_supplier_id");

-- CreateIndex
CREATE INDEX "procurement_files_procurement_id_idx" ON "procurement_files"("procurement_id");

-- CreateIndex
CREATE INDEX "procurement_supplier_attachments_procurement_id_customer_su_idx" ON "procurement_supplier_attachments"("procurement_id", "customer_supplier_id");

-- CreateIndex
CREATE INDEX "procurement_customer_supplier_workers_customer_supplier_id_idx" ON "procurement_customer_supplier_workers"("customer_supplier_id");

-- CreateIndex
CREATE UNIQUE INDEX "procurement_customer_supplier_workers_procurement_id_custom_key" ON "procurement_customer_supplier_workers"("procurement_id", "customer_supplier_worker_id");

-- CreateIndex
CREATE INDEX "procurement_supplier_worker_attachments_procurement_worker__idx" ON "procurement_supplier_worker_attachments"("procurement_worker_id");

-- CreateIndex
CREATE INDEX "procurement_elements_procurement_id_customer_supplier_id_ty_idx" ON "procurement_elements"("procurement_id", "customer_supplier_id", "type_object");

-- CreateIndex
CREATE INDEX "procurement_element_attachments_element_id_idx" ON "procurement_element_attachments"("element_id");

-- CreateIndex
CREATE INDEX "procurement_element_requirements_procurement_id_kind_idx" ON "procurement_element_requirements"("procurement_id", "kind");

-- CreateIndex
CREATE INDEX "procurement_substances_procurement_id_customer_supplier_id_idx" ON "procurement_substances"("procurement_id", "customer_supplier_id");

-- CreateIndex
CREATE INDEX "duvris_procurement_id_idx" ON "duvris"("procurement_id");

-- AddForeignKey
ALTER TABLE "users" ADD CONSTRAINT "users_customer_supplier_id_fkey" FOREIGN KEY ("customer_supplier_id") REFERENCES "customer_suppliers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "users" ADD CONSTRAINT "users_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "users" ADD CONSTRAINT "users_worker_id_fkey" FOREIGN KEY ("worker_id") REFERENCES "workers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "api_clients" ADD CONSTRAINT "api_clients_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "audit_records" ADD CONSTRAINT "audit_records_actor_user_id_fkey" FOREIGN KEY ("actor_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "media" ADD CONSTRAINT "media_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "customers" ADD CONSTRAINT "customers_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "customers" ADD CONSTRAINT "customers_municipality_id_fkey" FOREIGN KEY ("municipality_id") REFERENCES "tcomnos"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "factories" ADD CONSTRAINT "factories_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "factories" ADD CONSTRAINT "factories_municipality_id_fkey" FOREIGN KEY ("municipality_id") REFERENCES "tcomnos"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "departments" ADD CONSTRAINT "departments_factory_id_fkey" FOREIGN KEY ("factory_id") REFERENCES "factories"("factory_id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_factory_id_fkey" FOREIGN KEY ("factory_id") REFERENCES "factories"("factory_id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_hazards" ADD CONSTRAINT "job_hazards_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "jobs"("job_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_hazards" ADD CONSTRAINT "job_hazards_hazard_id_fkey" FOREIGN KEY ("hazard_id") REFERENCES "hazards"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "workers" ADD CONSTRAINT "workers_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "workers" ADD CONSTRAINT "workers_factory_id_fkey" FOREIGN KEY ("factory_id") REFERENCES "factories"("factory_id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "workers" ADD CONSTRAINT "workers_department_id_fkey" FOREIGN KEY ("department_id") REFERENCES "departments"("department_id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "workers" ADD CONSTRAINT "workers_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "jobs"("job_id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "workers" ADD CONSTRAINT "workers_birthplace_id_fkey" FOREIGN KEY ("birthplace_id") REFERENCES "tcomnos"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "examinations" ADD CONSTRAINT "examinations_worker_id_fkey" FOREIGN KEY ("worker_id") REFERENCES "workers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "examinations" ADD CONSTRAINT "examinations_doctor_id_fkey" FOREIGN KEY ("doctor_id") REFERENCES "doctors"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "examinations" ADD CONSTRAINT "examinations_certificate_media_id_fkey" FOREIGN KEY ("certificate_media_id") REFERENCES "media"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "examinations" ADD CONSTRAINT "examinations_ext_pdf_media_id_fkey" FOREIGN KEY ("ext_pdf_media_id") REFERENCES "media"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "training_models" ADD CONSTRAINT "training_models_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "training_categories"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "training_protocols" ADD CONSTRAINT "training_protocols_worker_id_fkey" FOREIGN KEY ("worker_id") REFERENCES "workers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "training_protocols" ADD CONSTRAINT "training_protocols_model_id_fkey" FOREIGN KEY ("model_id") REFERENCES "training_models"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "training_protocols" ADD CONSTRAINT "training_protocols_certificate_media_id_fkey" FOREIGN KEY ("certificate_media_id") REFERENCES "media"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "calendar_resources" ADD CONSTRAINT "calendar_resources_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "calappointments" ADD CONSTRAINT "calappointments_med_id_fkey" FOREIGN KEY ("med_id") REFERENCES "doctors"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "calappointments" ADD CONSTRAINT "calappointments_worker_id_fkey" FOREIGN KEY ("worker_id") REFERENCES "workers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "calappointment_resources" ADD CONSTRAINT "calappointment_resources_appointment_id_fkey" FOREIGN KEY ("appointment_id") REFERENCES "calappointments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "calappointment_resources" ADD CONSTRAINT "calappointment_resources_resource_id_fkey" FOREIGN KEY ("resource_id") REFERENCES "calendar_resources"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "customer_suppliers" ADD CONSTRAINT "customer_suppliers_location_id_fkey" FOREIGN KEY ("location_id") REFERENCES "tcomnos"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "customer_suppliers" ADD CONSTRAINT "customer_suppliers_referral_customer_id_fkey" FOREIGN KEY ("referral_customer_id") REFERENCES "customers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "customer_supplier_attachments" ADD CONSTRAINT "customer_supplier_attachments_customer_supplier_id_fkey" FOREIGN KEY ("customer_supplier_id") REFERENCES "customer_suppliers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "customer_supplier_attachments" ADD CONSTRAINT "customer_supplier_attachments_media_id_fkey" FOREIGN KEY ("media_id") REFERENCES "media"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "customer_supplier_workers" ADD CONSTRAINT "customer_supplier_workers_customer_supplier_id_fkey" FOREIGN KEY ("customer_supplier_id") REFERENCES "customer_suppliers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "customer_supplier_workers" ADD CONSTRAINT "customer_supplier_workers_location_id_fkey" FOREIGN KEY ("location_id") REFERENCES "tcomnos"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "customer_supplier_worker_attachments" ADD CONSTRAINT "customer_supplier_worker_attachments_customer_supplier_wor_fkey" FOREIGN KEY ("customer_supplier_worker_id") REFERENCES "customer_supplier_workers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "customer_supplier_worker_attachments" ADD CONSTRAINT "customer_supplier_worker_attachments_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "worker_attachment_categories"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "customer_supplier_worker_attachments" ADD CONSTRAINT "customer_supplier_worker_attachments_media_id_fkey" FOREIGN KEY ("media_id") REFERENCES "media"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "procurements" ADD CONSTRAINT "procurements_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "procurements" ADD CONSTRAINT "procurements_factory_id_fkey" FOREIGN KEY ("factory_id") REFERENCES "factories"("factory_id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "procurement_customer_suppliers" ADD CONSTRAINT "procurement_customer_suppliers_procurement_id_fkey" FOREIGN KEY ("procurement_id") REFERENCES "procurements"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "procurement_customer_suppliers" ADD CONSTRAINT "procurement_customer_suppliers_customer_supplier_id_fkey" FOREIGN KEY ("customer_supplier_id") REFERENCES "customer_suppliers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "procurement_customer_suppliers" ADD CONSTRAINT "procurement_customer_suppliers_parent_customer_supplier_id_fkey" FOREIGN KEY ("parent_customer_supplier_id") REFERENCES "customer_suppliers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "procurement_files" ADD CONSTRAINT "procurement_files_procurement_id_fkey" FOREIGN KEY ("procurement_id") REFERENCES "procurements"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "procurement_files" ADD CONSTRAINT "procurement_files_media_id_fkey" FOREIGN KEY ("media_id") REFERENCES "media"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "procurement_supplier_attachments" ADD CONSTRAINT "procurement_supplier_attachments_procurement_id_fkey" FOREIGN KEY ("procurement_id") REFERENCES "procurements"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "procurement_supplier_attachments" ADD CONSTRAINT "procurement_supplier_attachments_customer_supplier_id_fkey" FOREIGN KEY ("customer_supplier_id") REFERENCES "customer_suppliers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "procurement_supplier_attachments" ADD CONSTRAINT "procurement_supplier_attachments_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "supplier_attachment_categories"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "procurement_supplier_attachments" ADD CONSTRAINT "procurement_supplier_attachments_media_id_fkey" FOREIGN KEY ("media_id") REFERENCES "media"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "procurement_supplier_attachments" ADD CONSTRAINT "procurement_supplier_attachments_default_media_id_fkey" FOREIGN KEY ("default_media_id") REFERENCES "media"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "procurement_customer_supplier_workers" ADD CONSTRAINT "procurement_customer_supplier_workers_procurement_id_fkey" FOREIGN KEY ("procurement_id") REFERENCES "procurements"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "procurement_customer_supplier_workers" ADD CONSTRAINT "procurement_customer_supplier_workers_customer_supplier_id_fkey" FOREIGN KEY ("customer_supplier_id") REFERENCES "customer_suppliers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "procurement_customer_supplier_workers" ADD CONSTRAINT "procurement_customer_supplier_workers_customer_supplier_wo_fkey" FOREIGN KEY ("customer_supplier_worker_id") REFERENCES "customer_supplier_workers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "procurement_supplier_worker_attachments" ADD CONSTRAINT "procurement_supplier_worker_attachments_procurement_worker_fkey" FOREIGN KEY ("procurement_worker_id") REFERENCES "procurement_customer_supplier_workers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "procurement_supplier_worker_attachments" ADD CONSTRAINT "procurement_supplier_worker_attachments_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "worker_attachment_categories"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "procurement_supplier_worker_attachments" ADD CONSTRAINT "procurement_supplier_worker_attachments_media_id_fkey" FOREIGN KEY ("media_id") REFERENCES "media"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "procurement_elements" ADD CONSTRAINT "procurement_elements_procurement_id_fkey" FOREIGN KEY ("procurement_id") REFERENCES "procurements"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "procurement_elements" ADD CONSTRAINT "procurement_elements_customer_supplier_id_fkey" FOREIGN KEY ("customer_supplier_id") REFERENCES "customer_suppliers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "procurement_element_attachments" ADD CONSTRAINT "procurement_element_attachments_element_id_fkey" FOREIGN KEY ("element_id") REFERENCES "procurement_elements"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "procurement_element_attachments" ADD CONSTRAINT "procurement_element_attachments_media_id_fkey" FOREIGN KEY ("media_id") REFERENCES "media"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "procurement_element_requirements" ADD CONSTRAINT "procurement_element_requirements_procurement_id_fkey" FOREIGN KEY ("procurement_id") REFERENCES "procurements"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "procurement_substances" ADD CONSTRAINT "procurement_substances_procurement_id_fkey" FOREIGN KEY ("procurement_id") REFERENCES "procurements"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "procurement_substances" ADD CONSTRAINT "procurement_substances_customer_supplier_id_fkey" FOREIGN KEY ("customer_supplier_id") REFERENCES "customer_suppliers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "procurement_substances" ADD CONSTRAINT "procurement_substances_sds_media_id_fkey" FOREIGN KEY ("sds_media_id") REFERENCES "media"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "procurement_substance_hphrases" ADD CONSTRAINT "procurement_substance_hphrases_substance_id_fkey" FOREIGN KEY ("substance_id") REFERENCES "procurement_substances"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "procurement_substance_hphrases" ADD CONSTRAINT "procurement_substance_hphrases_hphrase_id_fkey" FOREIGN KEY ("hphrase_id") REFERENCES "hphrases"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "duvris" ADD CONSTRAINT "duvris_procurement_id_fkey" FOREIGN KEY ("procurement_id") REFERENCES "procurements"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "duvris" ADD CONSTRAINT "duvris_customer_supplier_id_fkey" FOREIGN KEY ("customer_supplier_id") REFERENCES "customer_suppliers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "duvris" ADD CONSTRAINT "duvris_media_id_fkey" FOREIGN KEY ("media_id") REFERENCES "media"("id") ON DELETE SET NULL ON UPDATE CASCADE;
