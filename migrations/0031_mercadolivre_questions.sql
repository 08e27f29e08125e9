CREATE TABLE "mercadolivre_questions" (
	"seller_id" text NOT NULL,
	"question_id" text NOT NULL,
	"account_id" text NOT NULL,
	"item_id" text NOT NULL,
	"item_title" text,
	"text" text NOT NULL,
	"status" text NOT NULL,
	"asked_at" timestamp with time zone NOT NULL,
	"answer_text" text,
	"answered_at" timestamp with time zone,
	"refreshed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mercadolivre_questions_seller_id_question_id_pk" PRIMARY KEY("seller_id","question_id")
);
--> statement-breakpoint
CREATE INDEX "mercadolivre_questions_status_idx" ON "mercadolivre_questions" USING btree ("seller_id","status","asked_at");