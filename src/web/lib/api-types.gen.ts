// Generated from the server's OpenAPI document by `npm run gen:api-types`
// (scripts/gen-api-types.ts): do not edit. Run it again after changing a route's schema;
// tests/api/api-types.test.ts fails while this file is behind the routes (docs/decisions/050).
export interface paths {
    "/api/admin/actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            actions: {
                                /** @enum {string} */
                                action: "keep-review" | "remove-review" | "keep-listing" | "unpublish-listing" | "grant-admin" | "revoke-admin";
                                actorEmail: string;
                                createdAt: string;
                                id: string;
                                reason: string;
                                summary: string;
                                targetId: string;
                            }[];
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            claims: {
                                createdAt: string;
                                id: string;
                                licenceNumber: string | null;
                                listingId: string;
                                listingPlace: string;
                                listingTitle: string;
                                providerCompany: string | null;
                                providerEmail: string;
                                recordEmail: string | null;
                            }[];
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/claims/{claimId}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    claimId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        decision: "approve" | "reject";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            autoApproved: boolean;
                            id: string;
                            listingId: string;
                            message: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            reports: {
                                createdAt: string;
                                details: string | null;
                                id: string;
                                item: {
                                    authorName: string | null;
                                    comment: string | null;
                                    createdAt: string;
                                    id: string;
                                    /** @enum {string} */
                                    kind: "review";
                                    listing: {
                                        id: string;
                                        title: string;
                                    };
                                    rating: number;
                                    title: string | null;
                                } | {
                                    company: string | null;
                                    description: string;
                                    id: string;
                                    /** @enum {string} */
                                    kind: "listing";
                                    title: string;
                                    unpublished: boolean;
                                };
                                openReportsOfItem: number;
                                /** @enum {string} */
                                reason: "fake" | "offensive" | "personal-information" | "wrong-information" | "other";
                                reporterName: string | null;
                            }[];
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/{reportId}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    reportId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        decision: "keep" | "remove" | "unpublish";
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            action: "keep-review" | "remove-review" | "keep-listing" | "unpublish-listing" | "grant-admin" | "revoke-admin";
                            actorEmail: string;
                            createdAt: string;
                            id: string;
                            reason: string;
                            summary: string;
                            targetId: string;
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        currentPassword: string;
                        newPassword: string;
                        revokeOtherSessions?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            token: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/request-password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        redirectTo: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: boolean;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        newPassword: string;
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: boolean;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/send-verification-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        callbackURL: string;
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: boolean;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-in/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            token: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-in/social": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        callbackURL: string;
                        provider: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            redirect: boolean;
                            url?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-up/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        company?: string;
                        email: string;
                        name: string;
                        password: string;
                        /** @enum {string} */
                        type: "seeker" | "provider";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            token: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        plan: "Basic" | "Premium";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            url: string;
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            invoices: {
                                amountDue: number;
                                amountPaid: number;
                                created: string;
                                currency: string;
                                hostedUrl: string | null;
                                id: string;
                                number: string | null;
                                pdfUrl: string | null;
                                status: string;
                            }[];
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            url: string;
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/city-pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    type: "assisted-living" | "independent-living" | "memory-care" | "respite-care" | "adult-daycare" | "skilled-nursing";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cities: {
                                /** @enum {string} */
                                careType: "assisted-living" | "independent-living" | "memory-care" | "respite-care" | "adult-daycare" | "skilled-nursing";
                                city: string;
                                count: number;
                                state: string;
                            }[];
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/city-pages/{careType}/{state}/{city}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    careType: string;
                    city: string;
                    state: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            careType: "assisted-living" | "independent-living" | "memory-care" | "respite-care" | "adult-daycare" | "skilled-nursing";
                            city: string;
                            listings: {
                                amenities: string[];
                                capacity: number | null;
                                /** @enum {string} */
                                careType: "assisted-living" | "independent-living" | "memory-care" | "respite-care" | "adult-daycare" | "skilled-nursing";
                                contact: {
                                    email: string | null;
                                    externalUrl: string | null;
                                    phone: string | null;
                                    website: string | null;
                                };
                                createdAt: string;
                                description: string;
                                draft: boolean;
                                featured: boolean;
                                id: string;
                                images: string[];
                                isSample: boolean;
                                location: {
                                    address: string;
                                    city: string;
                                    coordinates: {
                                        lat: number;
                                        lng: number;
                                    } | null;
                                    distanceFromCenter: number | null;
                                    state: string;
                                    zipCode: string;
                                };
                                paymentSources: ("private-pay" | "medicaid" | "medicare" | "veterans" | "ltc-insurance")[];
                                pricing: {
                                    byRoom: {
                                        maxPrice: number | null;
                                        minPrice: number;
                                        /** @enum {string} */
                                        roomType: "studio" | "one-bedroom" | "two-bedroom" | "shared" | "companion-suite" | "memory-care-suite";
                                    }[];
                                    careFeeNote: string | null;
                                    confirmedAt: string | null;
                                    pricingNote: string | null;
                                    startingAt: number | null;
                                };
                                provider: {
                                    logo: string | null;
                                    name: string;
                                };
                                providerId: string | null;
                                rating: number | null;
                                reviewCount: number;
                                rooms: {
                                    private: boolean;
                                    shared: boolean;
                                };
                                title: string;
                                unclaimed: boolean;
                                updatedAt: string;
                            }[];
                            nearbyCities: {
                                /** @enum {string} */
                                careType: "assisted-living" | "independent-living" | "memory-care" | "respite-care" | "adult-daycare" | "skilled-nursing";
                                city: string;
                                count: number;
                                state: string;
                            }[];
                            otherCareTypes: {
                                /** @enum {string} */
                                careType: "assisted-living" | "independent-living" | "memory-care" | "respite-care" | "adult-daycare" | "skilled-nursing";
                                city: string;
                                count: number;
                                state: string;
                            }[];
                            priceRange: {
                                max: number;
                                min: number;
                            } | null;
                            radiusMiles: number;
                            state: string;
                            total: number;
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/compare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    ids: string;
                    near?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            listings: {
                                amenities: string[];
                                capacity: number | null;
                                /** @enum {string} */
                                careType: "assisted-living" | "independent-living" | "memory-care" | "respite-care" | "adult-daycare" | "skilled-nursing";
                                contact: {
                                    email: string | null;
                                    externalUrl: string | null;
                                    phone: string | null;
                                    website: string | null;
                                };
                                createdAt: string;
                                description: string;
                                draft: boolean;
                                featured: boolean;
                                id: string;
                                images: string[];
                                isSample: boolean;
                                location: {
                                    address: string;
                                    city: string;
                                    coordinates: {
                                        lat: number;
                                        lng: number;
                                    } | null;
                                    distanceFromCenter: number | null;
                                    state: string;
                                    zipCode: string;
                                };
                                paymentSources: ("private-pay" | "medicaid" | "medicare" | "veterans" | "ltc-insurance")[];
                                pricing: {
                                    byRoom: {
                                        maxPrice: number | null;
                                        minPrice: number;
                                        /** @enum {string} */
                                        roomType: "studio" | "one-bedroom" | "two-bedroom" | "shared" | "companion-suite" | "memory-care-suite";
                                    }[];
                                    careFeeNote: string | null;
                                    confirmedAt: string | null;
                                    pricingNote: string | null;
                                    startingAt: number | null;
                                };
                                provider: {
                                    logo: string | null;
                                    name: string;
                                };
                                providerId: string | null;
                                publicRecord: {
                                    agency: string;
                                    asOf: string;
                                    capacity: number | null;
                                    closed: boolean;
                                    cms: {
                                        abuseIcon: boolean | null;
                                        healthInspection: number | null;
                                        overall: number | null;
                                        quality: number | null;
                                        staffing: number | null;
                                        totalFines: number | null;
                                    } | null;
                                    facilityType: string | null;
                                    licenceNumber: string;
                                    officialUrl: string;
                                    /** @enum {string} */
                                    source: "cms-nursing-homes" | "ca-rcfe";
                                    status: string;
                                } | null;
                                rating: number | null;
                                responseTime: {
                                    answered: number;
                                    medianMinutes: number | null;
                                };
                                reviewCount: number;
                                rooms: {
                                    private: boolean;
                                    shared: boolean;
                                };
                                title: string;
                                unclaimed: boolean;
                                updatedAt: string;
                            }[];
                            place: {
                                alternatives: string[];
                                city: string | null;
                                /** @enum {string} */
                                kind: "zip" | "city" | "state";
                                label: string;
                                radius: number | null;
                                state: string;
                                zip: string | null;
                            } | null;
                            placeNotFound: boolean;
                            unavailable: string[];
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            billing: boolean;
                            mapStyleUrl: string | null;
                            socialProviders: {
                                facebook: boolean;
                                google: boolean;
                            };
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/favorites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            listingIds: string[];
                            listings: {
                                amenities: string[];
                                capacity: number | null;
                                /** @enum {string} */
                                careType: "assisted-living" | "independent-living" | "memory-care" | "respite-care" | "adult-daycare" | "skilled-nursing";
                                contact: {
                                    email: string | null;
                                    externalUrl: string | null;
                                    phone: string | null;
                                    website: string | null;
                                };
                                createdAt: string;
                                description: string;
                                draft: boolean;
                                featured: boolean;
                                id: string;
                                images: string[];
                                isSample: boolean;
                                location: {
                                    address: string;
                                    city: string;
                                    coordinates: {
                                        lat: number;
                                        lng: number;
                                    } | null;
                                    distanceFromCenter: number | null;
                                    state: string;
                                    zipCode: string;
                                };
                                paymentSources: ("private-pay" | "medicaid" | "medicare" | "veterans" | "ltc-insurance")[];
                                pricing: {
                                    byRoom: {
                                        maxPrice: number | null;
                                        minPrice: number;
                                        /** @enum {string} */
                                        roomType: "studio" | "one-bedroom" | "two-bedroom" | "shared" | "companion-suite" | "memory-care-suite";
                                    }[];
                                    careFeeNote: string | null;
                                    confirmedAt: string | null;
                                    pricingNote: string | null;
                                    startingAt: number | null;
                                };
                                provider: {
                                    logo: string | null;
                                    name: string;
                                };
                                providerId: string | null;
                                rating: number | null;
                                reviewCount: number;
                                rooms: {
                                    private: boolean;
                                    shared: boolean;
                                };
                                title: string;
                                unclaimed: boolean;
                                updatedAt: string;
                            }[];
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/favorites/{listingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    listingId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    listingId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            jobs: {
                                due: number;
                                failed: number;
                                retrying: number;
                                scheduled: number;
                            };
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/listings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    amenity?: ("WiFi" | "TV" | "Air Conditioning" | "Heating" | "Parking" | "Wheelchair Accessible" | "Garden" | "Fitness Center" | "Swimming Pool" | "24/7 Staff" | "Library" | "Game Room" | "Dining Room" | "Beauty Salon" | "Transportation Services" | "Housekeeping" | "Laundry Services" | "Pet Friendly") | ("WiFi" | "TV" | "Air Conditioning" | "Heating" | "Parking" | "Wheelchair Accessible" | "Garden" | "Fitness Center" | "Swimming Pool" | "24/7 Staff" | "Library" | "Game Room" | "Dining Room" | "Beauty Salon" | "Transportation Services" | "Housekeeping" | "Laundry Services" | "Pet Friendly")[];
                    bbox?: string;
                    lat?: number;
                    lng?: number;
                    location?: string;
                    maxPrice?: number;
                    minPrice?: number;
                    page?: number;
                    pageSize?: number;
                    payment?: ("private-pay" | "medicaid" | "medicare" | "veterans" | "ltc-insurance") | ("private-pay" | "medicaid" | "medicare" | "veterans" | "ltc-insurance")[];
                    radius?: number;
                    room?: ("private" | "shared") | ("private" | "shared")[];
                    sort?: "best" | "distance" | "price-asc" | "price-desc" | "rating" | "newest";
                    type?: ("assisted-living" | "independent-living" | "memory-care" | "respite-care" | "adult-daycare" | "skilled-nursing") | ("assisted-living" | "independent-living" | "memory-care" | "respite-care" | "adult-daycare" | "skilled-nursing")[];
                    zip?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            careNotListed: string | null;
                            degraded: boolean;
                            listings: {
                                amenities: string[];
                                capacity: number | null;
                                /** @enum {string} */
                                careType: "assisted-living" | "independent-living" | "memory-care" | "respite-care" | "adult-daycare" | "skilled-nursing";
                                contact: {
                                    email: string | null;
                                    externalUrl: string | null;
                                    phone: string | null;
                                    website: string | null;
                                };
                                createdAt: string;
                                description: string;
                                draft: boolean;
                                featured: boolean;
                                id: string;
                                images: string[];
                                isSample: boolean;
                                location: {
                                    address: string;
                                    city: string;
                                    coordinates: {
                                        lat: number;
                                        lng: number;
                                    } | null;
                                    distanceFromCenter: number | null;
                                    state: string;
                                    zipCode: string;
                                };
                                paymentSources: ("private-pay" | "medicaid" | "medicare" | "veterans" | "ltc-insurance")[];
                                pricing: {
                                    byRoom: {
                                        maxPrice: number | null;
                                        minPrice: number;
                                        /** @enum {string} */
                                        roomType: "studio" | "one-bedroom" | "two-bedroom" | "shared" | "companion-suite" | "memory-care-suite";
                                    }[];
                                    careFeeNote: string | null;
                                    confirmedAt: string | null;
                                    pricingNote: string | null;
                                    startingAt: number | null;
                                };
                                provider: {
                                    logo: string | null;
                                    name: string;
                                };
                                providerId: string | null;
                                rating: number | null;
                                reviewCount: number;
                                rooms: {
                                    private: boolean;
                                    shared: boolean;
                                };
                                title: string;
                                unclaimed: boolean;
                                updatedAt: string;
                            }[];
                            needsVisitorLocation: boolean;
                            origin: {
                                lat: number | null;
                                lng: number | null;
                                /** @enum {string} */
                                source: "zip" | "coordinates" | "zip-estimate";
                            } | null;
                            page: number;
                            pageSize: number;
                            place: {
                                alternatives: string[];
                                city: string | null;
                                /** @enum {string} */
                                kind: "zip" | "city" | "state";
                                label: string;
                                radius: number | null;
                                state: string;
                                zip: string | null;
                            } | null;
                            placeAlternatives: string[];
                            placeNotFound: boolean;
                            priceBounds: {
                                max: number;
                                min: number;
                            };
                            readAs: {
                                amenities: ("WiFi" | "TV" | "Air Conditioning" | "Heating" | "Parking" | "Wheelchair Accessible" | "Garden" | "Fitness Center" | "Swimming Pool" | "24/7 Staff" | "Library" | "Game Room" | "Dining Room" | "Beauty Salon" | "Transportation Services" | "Housekeeping" | "Laundry Services" | "Pet Friendly")[];
                                location: string;
                                maxPrice: number | null;
                                minPrice: number | null;
                                payment: ("private-pay" | "medicaid" | "medicare" | "veterans" | "ltc-insurance")[];
                                radius: number | null;
                                rooms: ("private" | "shared")[];
                                types: ("assisted-living" | "independent-living" | "memory-care" | "respite-care" | "adult-daycare" | "skilled-nursing")[];
                            } | null;
                            total: number;
                            totalIsLowerBound: boolean;
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/listings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amenities: string[];
                            capacity: number | null;
                            /** @enum {string} */
                            careType: "assisted-living" | "independent-living" | "memory-care" | "respite-care" | "adult-daycare" | "skilled-nursing";
                            contact: {
                                email: string | null;
                                externalUrl: string | null;
                                phone: string | null;
                                website: string | null;
                            };
                            createdAt: string;
                            description: string;
                            draft: boolean;
                            featured: boolean;
                            id: string;
                            images: string[];
                            isSample: boolean;
                            location: {
                                address: string;
                                city: string;
                                coordinates: {
                                    lat: number;
                                    lng: number;
                                } | null;
                                distanceFromCenter: number | null;
                                state: string;
                                zipCode: string;
                            };
                            paymentSources: ("private-pay" | "medicaid" | "medicare" | "veterans" | "ltc-insurance")[];
                            pricing: {
                                byRoom: {
                                    maxPrice: number | null;
                                    minPrice: number;
                                    /** @enum {string} */
                                    roomType: "studio" | "one-bedroom" | "two-bedroom" | "shared" | "companion-suite" | "memory-care-suite";
                                }[];
                                careFeeNote: string | null;
                                confirmedAt: string | null;
                                pricingNote: string | null;
                                startingAt: number | null;
                            };
                            provider: {
                                logo: string | null;
                                name: string;
                            };
                            providerId: string | null;
                            publicRecord: {
                                agency: string;
                                asOf: string;
                                capacity: number | null;
                                closed: boolean;
                                cms: {
                                    abuseIcon: boolean | null;
                                    healthInspection: number | null;
                                    overall: number | null;
                                    quality: number | null;
                                    staffing: number | null;
                                    totalFines: number | null;
                                } | null;
                                facilityType: string | null;
                                licenceNumber: string;
                                officialUrl: string;
                                /** @enum {string} */
                                source: "cms-nursing-homes" | "ca-rcfe";
                                status: string;
                            } | null;
                            rating: number | null;
                            responseTime: {
                                answered: number;
                                medianMinutes: number | null;
                            };
                            reviewCount: number;
                            rooms: {
                                private: boolean;
                                shared: boolean;
                            };
                            title: string;
                            unclaimed: boolean;
                            updatedAt: string;
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/listings/{id}/claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            autoApproved: boolean;
                            id: string;
                            listingId: string;
                            message: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/listings/{id}/inquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "call" | "email" | "schedule";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/listings/{id}/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        details?: string | null;
                        /** @enum {string} */
                        reason: "fake" | "offensive" | "personal-information" | "wrong-information" | "other";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            id: string;
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/listings/{id}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            reviews: {
                                comment: string | null;
                                createdAt: string;
                                id: string;
                                rating: number;
                                reply: {
                                    communityName: string;
                                    createdAt: string;
                                    text: string;
                                    updatedAt: string;
                                } | null;
                                requestedTour: boolean;
                                reviewerName: string | null;
                                title: string | null;
                                updatedAt: string;
                            }[];
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        comment?: string | null;
                        rating: number;
                        title?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            comment: string | null;
                            createdAt: string;
                            id: string;
                            rating: number;
                            requestedTour: boolean;
                            reviewerName: string | null;
                            title: string | null;
                            updatedAt: string;
                            userId: string;
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/listings/{id}/reviews/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            comment: string | null;
                            createdAt: string;
                            id: string;
                            rating: number;
                            requestedTour: boolean;
                            reviewerName: string | null;
                            title: string | null;
                            updatedAt: string;
                            userId: string;
                        } | null;
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/listings/{id}/tour-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        contactPreference: "email" | "phone";
                        email: string;
                        message?: string | null;
                        name: string;
                        phone?: string | null;
                        preferredDate: string;
                        /** @enum {string} */
                        timeOfDay: "morning" | "afternoon" | "evening";
                        visitors: number;
                        website?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            contactPreference: "email" | "phone";
                            createdAt: string;
                            id: string;
                            listingId: string;
                            listingTitle: string;
                            message: string | null;
                            preferredDate: string;
                            /** @enum {string} */
                            status: "new" | "contacted" | "tour-scheduled" | "closed" | "withdrawn";
                            /** @enum {string} */
                            timeOfDay: "morning" | "afternoon" | "evening";
                            visitors: number;
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            contactPreference: "email" | "phone";
                            createdAt: string;
                            id: string;
                            listingId: string;
                            listingTitle: string;
                            message: string | null;
                            preferredDate: string;
                            /** @enum {string} */
                            status: "new" | "contacted" | "tour-scheduled" | "closed" | "withdrawn";
                            /** @enum {string} */
                            timeOfDay: "morning" | "afternoon" | "evening";
                            visitors: number;
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/listings/{id}/views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/listings/points": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    amenity?: ("WiFi" | "TV" | "Air Conditioning" | "Heating" | "Parking" | "Wheelchair Accessible" | "Garden" | "Fitness Center" | "Swimming Pool" | "24/7 Staff" | "Library" | "Game Room" | "Dining Room" | "Beauty Salon" | "Transportation Services" | "Housekeeping" | "Laundry Services" | "Pet Friendly") | ("WiFi" | "TV" | "Air Conditioning" | "Heating" | "Parking" | "Wheelchair Accessible" | "Garden" | "Fitness Center" | "Swimming Pool" | "24/7 Staff" | "Library" | "Game Room" | "Dining Room" | "Beauty Salon" | "Transportation Services" | "Housekeeping" | "Laundry Services" | "Pet Friendly")[];
                    bbox?: string;
                    lat?: number;
                    lng?: number;
                    location?: string;
                    maxPrice?: number;
                    minPrice?: number;
                    payment?: ("private-pay" | "medicaid" | "medicare" | "veterans" | "ltc-insurance") | ("private-pay" | "medicaid" | "medicare" | "veterans" | "ltc-insurance")[];
                    radius?: number;
                    room?: ("private" | "shared") | ("private" | "shared")[];
                    type?: ("assisted-living" | "independent-living" | "memory-care" | "respite-care" | "adult-daycare" | "skilled-nursing") | ("assisted-living" | "independent-living" | "memory-care" | "respite-care" | "adult-daycare" | "skilled-nursing")[];
                    zip?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            capped: boolean;
                            points: {
                                id: string;
                                lat: number;
                                lng: number;
                                price: number;
                                title: string;
                            }[];
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/map/outlines/{layer}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    layer: "land" | "states" | "counties";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            company?: string | null;
                            createdAt: string;
                            email: string;
                            emailVerified: boolean;
                            id: string;
                            name: string;
                            phone: string;
                            profileImage: string | null;
                            /** @enum {string} */
                            type: "seeker" | "provider";
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        phone: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            company?: string | null;
                            createdAt: string;
                            email: string;
                            emailVerified: boolean;
                            id: string;
                            name: string;
                            phone: string;
                            profileImage: string | null;
                            /** @enum {string} */
                            type: "seeker" | "provider";
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/me/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            company?: string | null;
                            createdAt: string;
                            email: string;
                            emailVerified: boolean;
                            id: string;
                            name: string;
                            phone: string;
                            profileImage: string | null;
                            /** @enum {string} */
                            type: "seeker" | "provider";
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/tour-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    listingId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            requests: {
                                /** @enum {string} */
                                contactPreference: "email" | "phone";
                                createdAt: string;
                                id: string;
                                listingId: string;
                                listingTitle: string;
                                message: string | null;
                                preferredDate: string;
                                /** @enum {string} */
                                status: "new" | "contacted" | "tour-scheduled" | "closed" | "withdrawn";
                                /** @enum {string} */
                                timeOfDay: "morning" | "afternoon" | "evening";
                                visitors: number;
                            }[];
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/tour-requests/{requestId}/withdrawal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    requestId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            contactPreference: "email" | "phone";
                            createdAt: string;
                            id: string;
                            listingId: string;
                            listingTitle: string;
                            message: string | null;
                            preferredDate: string;
                            /** @enum {string} */
                            status: "new" | "contacted" | "tour-scheduled" | "closed" | "withdrawn";
                            /** @enum {string} */
                            timeOfDay: "morning" | "afternoon" | "evening";
                            visitors: number;
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/places": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            communities: {
                                id: string;
                                place: string;
                                title: string;
                            }[];
                            places: {
                                /** @enum {string} */
                                kind: "zip" | "city" | "state";
                                label: string;
                                value: string;
                            }[];
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            advanced: {
                                daily: {
                                    date: string;
                                    inquiries: number;
                                    views: number;
                                }[];
                                medianMinutesToContact: number | null;
                                perListing: {
                                    favorites: number;
                                    inquiries: number;
                                    listingId: string;
                                    title: string;
                                    views: number;
                                }[];
                            } | null;
                            conversionRate: {
                                current: number | null;
                                previous: number | null;
                            };
                            favorites: {
                                current: number;
                                previous: number;
                            };
                            inquiries: {
                                current: number;
                                previous: number;
                            };
                            periodDays: number;
                            views: {
                                current: number;
                                previous: number;
                            };
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/capabilities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            canCreateListing: boolean;
                            listingLimit: number | null;
                            listingsDraft: number;
                            listingsUsed: number;
                            /** @enum {string|null} */
                            plan: "Basic" | "Premium" | null;
                            /** @enum {string|null} */
                            reason: "SUBSCRIPTION_REQUIRED" | "LISTING_LIMIT_REACHED" | null;
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/listings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            listings: {
                                amenities: string[];
                                capacity: number | null;
                                /** @enum {string} */
                                careType: "assisted-living" | "independent-living" | "memory-care" | "respite-care" | "adult-daycare" | "skilled-nursing";
                                contact: {
                                    email: string | null;
                                    externalUrl: string | null;
                                    phone: string | null;
                                    website: string | null;
                                };
                                createdAt: string;
                                description: string;
                                draft: boolean;
                                featured: boolean;
                                id: string;
                                images: string[];
                                isSample: boolean;
                                location: {
                                    address: string;
                                    city: string;
                                    coordinates: {
                                        lat: number;
                                        lng: number;
                                    } | null;
                                    distanceFromCenter: number | null;
                                    state: string;
                                    zipCode: string;
                                };
                                paymentSources: ("private-pay" | "medicaid" | "medicare" | "veterans" | "ltc-insurance")[];
                                pricing: {
                                    byRoom: {
                                        maxPrice: number | null;
                                        minPrice: number;
                                        /** @enum {string} */
                                        roomType: "studio" | "one-bedroom" | "two-bedroom" | "shared" | "companion-suite" | "memory-care-suite";
                                    }[];
                                    careFeeNote: string | null;
                                    confirmedAt: string | null;
                                    pricingNote: string | null;
                                    startingAt: number | null;
                                };
                                provider: {
                                    logo: string | null;
                                    name: string;
                                };
                                providerId: string | null;
                                rating: number | null;
                                reviewCount: number;
                                rooms: {
                                    private: boolean;
                                    shared: boolean;
                                };
                                title: string;
                                unclaimed: boolean;
                                updatedAt: string;
                            }[];
                            usage: {
                                count: number;
                                limit: number | null;
                            };
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address: string;
                        /** @default [] */
                        amenities?: string[];
                        capacity?: number | null;
                        careFeeNote?: string | null;
                        /**
                         * @default assisted-living
                         * @enum {string}
                         */
                        careType?: "assisted-living" | "independent-living" | "memory-care" | "respite-care" | "adult-daycare" | "skilled-nursing";
                        city: string;
                        companyWebsite?: string | null;
                        contactEmailAddress?: string | null;
                        contactExternalUrl?: string | null;
                        contactPhoneNumber?: string | null;
                        description: string;
                        /** @default [] */
                        paymentSources?: ("private-pay" | "medicaid" | "medicare" | "veterans" | "ltc-insurance")[];
                        pricingNote?: string | null;
                        pricingStartingAt: number;
                        roomPrices?: {
                            maxPrice?: ("" | number) | null;
                            minPrice: number;
                            /** @enum {string} */
                            roomType: "studio" | "one-bedroom" | "two-bedroom" | "shared" | "companion-suite" | "memory-care-suite";
                        }[];
                        /** @default true */
                        roomsPrivate?: boolean;
                        /** @default false */
                        roomsShared?: boolean;
                        state: string;
                        title: string;
                        zipCode: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amenities: string[];
                            capacity: number | null;
                            /** @enum {string} */
                            careType: "assisted-living" | "independent-living" | "memory-care" | "respite-care" | "adult-daycare" | "skilled-nursing";
                            contact: {
                                email: string | null;
                                externalUrl: string | null;
                                phone: string | null;
                                website: string | null;
                            };
                            createdAt: string;
                            description: string;
                            draft: boolean;
                            featured: boolean;
                            id: string;
                            images: string[];
                            isSample: boolean;
                            location: {
                                address: string;
                                city: string;
                                coordinates: {
                                    lat: number;
                                    lng: number;
                                } | null;
                                distanceFromCenter: number | null;
                                state: string;
                                zipCode: string;
                            };
                            paymentSources: ("private-pay" | "medicaid" | "medicare" | "veterans" | "ltc-insurance")[];
                            pricing: {
                                byRoom: {
                                    maxPrice: number | null;
                                    minPrice: number;
                                    /** @enum {string} */
                                    roomType: "studio" | "one-bedroom" | "two-bedroom" | "shared" | "companion-suite" | "memory-care-suite";
                                }[];
                                careFeeNote: string | null;
                                confirmedAt: string | null;
                                pricingNote: string | null;
                                startingAt: number | null;
                            };
                            provider: {
                                logo: string | null;
                                name: string;
                            };
                            providerId: string | null;
                            rating: number | null;
                            reviewCount: number;
                            rooms: {
                                private: boolean;
                                shared: boolean;
                            };
                            title: string;
                            unclaimed: boolean;
                            updatedAt: string;
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/listings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amenities: string[];
                            capacity: number | null;
                            /** @enum {string} */
                            careType: "assisted-living" | "independent-living" | "memory-care" | "respite-care" | "adult-daycare" | "skilled-nursing";
                            contact: {
                                email: string | null;
                                externalUrl: string | null;
                                phone: string | null;
                                website: string | null;
                            };
                            createdAt: string;
                            description: string;
                            draft: boolean;
                            featured: boolean;
                            id: string;
                            images: string[];
                            isSample: boolean;
                            location: {
                                address: string;
                                city: string;
                                coordinates: {
                                    lat: number;
                                    lng: number;
                                } | null;
                                distanceFromCenter: number | null;
                                state: string;
                                zipCode: string;
                            };
                            paymentSources: ("private-pay" | "medicaid" | "medicare" | "veterans" | "ltc-insurance")[];
                            pricing: {
                                byRoom: {
                                    maxPrice: number | null;
                                    minPrice: number;
                                    /** @enum {string} */
                                    roomType: "studio" | "one-bedroom" | "two-bedroom" | "shared" | "companion-suite" | "memory-care-suite";
                                }[];
                                careFeeNote: string | null;
                                confirmedAt: string | null;
                                pricingNote: string | null;
                                startingAt: number | null;
                            };
                            provider: {
                                logo: string | null;
                                name: string;
                            };
                            providerId: string | null;
                            rating: number | null;
                            reviewCount: number;
                            rooms: {
                                private: boolean;
                                shared: boolean;
                            };
                            title: string;
                            unclaimed: boolean;
                            updatedAt: string;
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address: string;
                        /** @default [] */
                        amenities?: string[];
                        capacity?: number | null;
                        careFeeNote?: string | null;
                        /**
                         * @default assisted-living
                         * @enum {string}
                         */
                        careType?: "assisted-living" | "independent-living" | "memory-care" | "respite-care" | "adult-daycare" | "skilled-nursing";
                        city: string;
                        companyWebsite?: string | null;
                        contactEmailAddress?: string | null;
                        contactExternalUrl?: string | null;
                        contactPhoneNumber?: string | null;
                        description: string;
                        images?: string[];
                        /** @default [] */
                        paymentSources?: ("private-pay" | "medicaid" | "medicare" | "veterans" | "ltc-insurance")[];
                        pricingNote?: string | null;
                        pricingStartingAt: number;
                        roomPrices?: {
                            maxPrice?: ("" | number) | null;
                            minPrice: number;
                            /** @enum {string} */
                            roomType: "studio" | "one-bedroom" | "two-bedroom" | "shared" | "companion-suite" | "memory-care-suite";
                        }[];
                        /** @default true */
                        roomsPrivate?: boolean;
                        /** @default false */
                        roomsShared?: boolean;
                        state: string;
                        title: string;
                        zipCode: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amenities: string[];
                            capacity: number | null;
                            /** @enum {string} */
                            careType: "assisted-living" | "independent-living" | "memory-care" | "respite-care" | "adult-daycare" | "skilled-nursing";
                            contact: {
                                email: string | null;
                                externalUrl: string | null;
                                phone: string | null;
                                website: string | null;
                            };
                            createdAt: string;
                            description: string;
                            draft: boolean;
                            featured: boolean;
                            id: string;
                            images: string[];
                            isSample: boolean;
                            location: {
                                address: string;
                                city: string;
                                coordinates: {
                                    lat: number;
                                    lng: number;
                                } | null;
                                distanceFromCenter: number | null;
                                state: string;
                                zipCode: string;
                            };
                            paymentSources: ("private-pay" | "medicaid" | "medicare" | "veterans" | "ltc-insurance")[];
                            pricing: {
                                byRoom: {
                                    maxPrice: number | null;
                                    minPrice: number;
                                    /** @enum {string} */
                                    roomType: "studio" | "one-bedroom" | "two-bedroom" | "shared" | "companion-suite" | "memory-care-suite";
                                }[];
                                careFeeNote: string | null;
                                confirmedAt: string | null;
                                pricingNote: string | null;
                                startingAt: number | null;
                            };
                            provider: {
                                logo: string | null;
                                name: string;
                            };
                            providerId: string | null;
                            rating: number | null;
                            reviewCount: number;
                            rooms: {
                                private: boolean;
                                shared: boolean;
                            };
                            title: string;
                            unclaimed: boolean;
                            updatedAt: string;
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/listings/{id}/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            images: string[];
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/listings/{id}/prices/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amenities: string[];
                            capacity: number | null;
                            /** @enum {string} */
                            careType: "assisted-living" | "independent-living" | "memory-care" | "respite-care" | "adult-daycare" | "skilled-nursing";
                            contact: {
                                email: string | null;
                                externalUrl: string | null;
                                phone: string | null;
                                website: string | null;
                            };
                            createdAt: string;
                            description: string;
                            draft: boolean;
                            featured: boolean;
                            id: string;
                            images: string[];
                            isSample: boolean;
                            location: {
                                address: string;
                                city: string;
                                coordinates: {
                                    lat: number;
                                    lng: number;
                                } | null;
                                distanceFromCenter: number | null;
                                state: string;
                                zipCode: string;
                            };
                            paymentSources: ("private-pay" | "medicaid" | "medicare" | "veterans" | "ltc-insurance")[];
                            pricing: {
                                byRoom: {
                                    maxPrice: number | null;
                                    minPrice: number;
                                    /** @enum {string} */
                                    roomType: "studio" | "one-bedroom" | "two-bedroom" | "shared" | "companion-suite" | "memory-care-suite";
                                }[];
                                careFeeNote: string | null;
                                confirmedAt: string | null;
                                pricingNote: string | null;
                                startingAt: number | null;
                            };
                            provider: {
                                logo: string | null;
                                name: string;
                            };
                            providerId: string | null;
                            rating: number | null;
                            reviewCount: number;
                            rooms: {
                                private: boolean;
                                shared: boolean;
                            };
                            title: string;
                            unclaimed: boolean;
                            updatedAt: string;
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/listings/import-samples": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            alreadyImported: number;
                            detail: string | null;
                            imported: number;
                            message: string;
                            skipped: number;
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/tour-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            newCount: number;
                            requests: {
                                contact: {
                                    email: string;
                                    name: string;
                                    phone: string | null;
                                } | null;
                                /** @enum {string} */
                                contactPreference: "email" | "phone";
                                createdAt: string;
                                id: string;
                                listingId: string;
                                listingTitle: string;
                                message: string | null;
                                preferredDate: string;
                                /** @enum {string} */
                                status: "new" | "contacted" | "tour-scheduled" | "closed" | "withdrawn";
                                /** @enum {string} */
                                timeOfDay: "morning" | "afternoon" | "evening";
                                visitors: number;
                            }[];
                            responseTime: {
                                answered: number;
                                medianMinutes: number | null;
                                quickShare: number | null;
                            };
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/tour-requests/{requestId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    requestId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "new" | "contacted" | "tour-scheduled" | "closed";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            contact: {
                                email: string;
                                name: string;
                                phone: string | null;
                            } | null;
                            /** @enum {string} */
                            contactPreference: "email" | "phone";
                            createdAt: string;
                            id: string;
                            listingId: string;
                            listingTitle: string;
                            message: string | null;
                            preferredDate: string;
                            /** @enum {string} */
                            status: "new" | "contacted" | "tour-scheduled" | "closed" | "withdrawn";
                            /** @enum {string} */
                            timeOfDay: "morning" | "afternoon" | "evening";
                            visitors: number;
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/reviews/{reviewId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    reviewId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        comment?: string | null;
                        rating: number;
                        title?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            comment: string | null;
                            createdAt: string;
                            id: string;
                            rating: number;
                            requestedTour: boolean;
                            reviewerName: string | null;
                            title: string | null;
                            updatedAt: string;
                            userId: string;
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    reviewId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/{reviewId}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    reviewId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        text: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            communityName: string;
                            createdAt: string;
                            text: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    reviewId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        text: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            communityName: string;
                            createdAt: string;
                            text: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    reviewId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/{reviewId}/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    reviewId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        details?: string | null;
                        /** @enum {string} */
                        reason: "fake" | "offensive" | "personal-information" | "wrong-information" | "other";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            id: string;
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saved-searches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            limit: number;
                            searches: {
                                createdAt: string;
                                /** @enum {string} */
                                frequency: "daily" | "weekly" | "off";
                                id: string;
                                name: string;
                                query: string;
                            }[];
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default weekly
                         * @enum {string}
                         */
                        frequency?: "daily" | "weekly" | "off";
                        name: string;
                        /** @default  */
                        query?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            /** @enum {string} */
                            frequency: "daily" | "weekly" | "off";
                            id: string;
                            name: string;
                            query: string;
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saved-searches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        frequency?: "daily" | "weekly" | "off";
                        name?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            /** @enum {string} */
                            frequency: "daily" | "weekly" | "off";
                            id: string;
                            name: string;
                            query: string;
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/saved-searches/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            name: string;
                            unsubscribed: boolean;
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            name: string;
                            unsubscribed: boolean;
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            billed: boolean;
                            endDate: string;
                            graceEndsAt: string | null;
                            isActive: boolean;
                            /** @enum {string} */
                            plan: "Basic" | "Premium";
                            startDate: string;
                            /** @enum {string} */
                            status: "active" | "past_due" | "canceled";
                        } | null;
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        plan: "Basic" | "Premium";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            billed: boolean;
                            endDate: string;
                            graceEndsAt: string | null;
                            isActive: boolean;
                            /** @enum {string} */
                            plan: "Basic" | "Premium";
                            startDate: string;
                            /** @enum {string} */
                            status: "active" | "past_due" | "canceled";
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            billed: boolean;
                            endDate: string;
                            graceEndsAt: string | null;
                            isActive: boolean;
                            /** @enum {string} */
                            plan: "Basic" | "Premium";
                            startDate: string;
                            /** @enum {string} */
                            status: "active" | "past_due" | "canceled";
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tour-requests/by-link/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            contactPreference: "email" | "phone";
                            createdAt: string;
                            id: string;
                            listingId: string;
                            listingTitle: string;
                            message: string | null;
                            preferredDate: string;
                            /** @enum {string} */
                            status: "new" | "contacted" | "tour-scheduled" | "closed" | "withdrawn";
                            /** @enum {string} */
                            timeOfDay: "morning" | "afternoon" | "evening";
                            visitors: number;
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tour-requests/by-link/{token}/withdrawal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            contactPreference: "email" | "phone";
                            createdAt: string;
                            id: string;
                            listingId: string;
                            listingTitle: string;
                            message: string | null;
                            preferredDate: string;
                            /** @enum {string} */
                            status: "new" | "contacted" | "tour-scheduled" | "closed" | "withdrawn";
                            /** @enum {string} */
                            timeOfDay: "morning" | "afternoon" | "evening";
                            visitors: number;
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/website-reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    minRating?: number;
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            reviews: {
                                comment: string | null;
                                createdAt: string;
                                id: string;
                                rating: number;
                                requestedTour: boolean;
                                reviewerName: string | null;
                                title: string | null;
                                updatedAt: string;
                                userId: string;
                            }[];
                            summary: {
                                average: number;
                                count: number;
                            };
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        comment?: string | null;
                        rating: number;
                        title?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            comment: string | null;
                            createdAt: string;
                            id: string;
                            rating: number;
                            requestedTour: boolean;
                            reviewerName: string | null;
                            title: string | null;
                            updatedAt: string;
                            userId: string;
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/website-reviews/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            comment: string | null;
                            createdAt: string;
                            id: string;
                            rating: number;
                            requestedTour: boolean;
                            reviewerName: string | null;
                            title: string | null;
                            updatedAt: string;
                            userId: string;
                        } | null;
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        comment?: string | null;
                        rating: number;
                        title?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            comment: string | null;
                            createdAt: string;
                            id: string;
                            rating: number;
                            requestedTour: boolean;
                            reviewerName: string | null;
                            title: string | null;
                            updatedAt: string;
                            userId: string;
                        };
                    };
                };
                /** @description Error: `error.code` says which (see the ApiError schema for every code). */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/media/{*}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    "*": string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ApiError: {
            error: {
                /**
                 * @description | code | status | meaning |
                 *     |---|---|---|
                 *     | `VALIDATION_ERROR` | 400 | The request failed validation; `details` has the issues. |
                 *     | `UNAUTHENTICATED` | 401 | Not signed in. |
                 *     | `FORBIDDEN` | 403 | Not allowed for this account or origin. |
                 *     | `PROVIDER_ONLY` | 403 | Only provider accounts may do this. |
                 *     | `SUBSCRIPTION_REQUIRED` | 403 | The provider has no active subscription. |
                 *     | `LISTING_LIMIT_REACHED` | 403 | The plan's listing limit is used up. |
                 *     | `SAVED_SEARCH_LIMIT_REACHED` | 403 | This account has saved the most searches. |
                 *     | `ANALYTICS_PLAN_REQUIRED` | 403 | Analytics need an active subscription. |
                 *     | `OWN_LISTING_REVIEW` | 403 | A provider cannot review their own listing. |
                 *     | `NOT_REVIEW_AUTHOR` | 403 | Only the author may change or delete a review. |
                 *     | `NOT_FOUND` | 404 | No such resource (or it is not yours). |
                 *     | `REQUEST_TIMEOUT` | 408 | The request did not arrive in time. |
                 *     | `CONFLICT` | 409 | The request conflicts with the current state. |
                 *     | `REVIEW_ALREADY_EXISTS` | 409 | This account has already written this review. |
                 *     | `SAMPLES_ALREADY_IMPORTED` | 409 | The sample listings were imported before. |
                 *     | `IMAGE_LIMIT_REACHED` | 409 | The listing already has its 5 images. |
                 *     | `IMAGE_TOO_LARGE` | 413 | The upload is larger than allowed. |
                 *     | `PAYLOAD_TOO_LARGE` | 413 | The request body is too large. |
                 *     | `IMAGE_TYPE_NOT_ALLOWED` | 415 | The file is not a JPEG, PNG, WebP, GIF, AVIF, HEIC or TIFF image. |
                 *     | `IMAGE_TOO_MANY_PIXELS` | 400 | The image has more pixels than a photo needs (at most 4096 × 4096). |
                 *     | `UNSUPPORTED_MEDIA_TYPE` | 415 | Send JSON or multipart/form-data. |
                 *     | `RATE_LIMITED` | 429 | Too many requests; slow down. |
                 *     | `HEADERS_TOO_LARGE` | 431 | The request headers are too large. |
                 *     | `INTERNAL` | 500 | Unexpected server error (generic message only). |
                 *     | `SERVICE_UNAVAILABLE` | 503 | A dependency (the database) is unavailable. |
                 *     | `DATABASE_TIMEOUT` | 503 | The request's database work ran past the statement timeout; try again. |
                 * @enum {string}
                 */
                code: "VALIDATION_ERROR" | "UNAUTHENTICATED" | "FORBIDDEN" | "PROVIDER_ONLY" | "SUBSCRIPTION_REQUIRED" | "LISTING_LIMIT_REACHED" | "SAVED_SEARCH_LIMIT_REACHED" | "ANALYTICS_PLAN_REQUIRED" | "OWN_LISTING_REVIEW" | "NOT_REVIEW_AUTHOR" | "NOT_FOUND" | "REQUEST_TIMEOUT" | "CONFLICT" | "REVIEW_ALREADY_EXISTS" | "SAMPLES_ALREADY_IMPORTED" | "IMAGE_LIMIT_REACHED" | "IMAGE_TOO_LARGE" | "PAYLOAD_TOO_LARGE" | "IMAGE_TYPE_NOT_ALLOWED" | "IMAGE_TOO_MANY_PIXELS" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "SERVICE_UNAVAILABLE" | "DATABASE_TIMEOUT";
                details?: unknown;
                message: string;
            };
            requestId: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
